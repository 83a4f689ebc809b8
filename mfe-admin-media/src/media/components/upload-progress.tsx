import styled from 'styled-components';

/** The real upload progress, from the browser's upload events. */
export function UploadProgress({ percent, label = 'Upload progress' }: { percent: number; label?: string }) {
  return (
    <StyledProgress>
      <StyledTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <StyledBar style={{ width: `${percent}%` }} />
      </StyledTrack>
      <span aria-hidden="true">{percent}%</span>
    </StyledProgress>
  );
}

const StyledProgress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledTrack = styled.div`
  flex: 1;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledBar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
`;
