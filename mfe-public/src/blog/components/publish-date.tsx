import styled from 'styled-components';
import { describePublishDate } from '../utils/publish-date';

export function PublishDate({ value }: { value: string }) {
  const { text, upcoming, dateTime } = describePublishDate(value);

  return (
    <StyledDate dateTime={dateTime} data-upcoming={upcoming}>
      {text}
    </StyledDate>
  );
}

const StyledDate = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[data-upcoming='true'] {
    padding: 0.125rem ${({ theme }) => theme.spacing[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
