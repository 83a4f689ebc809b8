import { useId } from 'react';
import styled from 'styled-components';
import { media } from '@app/ui';

const POINTS = [
  'Manage property listings, services and enquiries for owners, investors and tenants in one place.',
  'Draft blog articles with AI assistance, then review and publish them to the website.',
  'Keep a shared media library and role-based staff accounts for the whole team.',
];

/** Beside the form from the lg breakpoint: what the platform is for. */
export function LoginMarketingPanel() {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <h2 id={titleId}>Property management platform with AI-assisted blog content</h2>
      <StyledPoints>
        {POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </StyledPoints>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  display: none;

  ${media.lg} {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing[6]};
    padding: ${({ theme }) => theme.spacing[12]};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily.heading};
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
`;

const StyledPoints = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing[5]};
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};

  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
