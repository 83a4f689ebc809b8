import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { DEFAULT_COMPANY_PROFILE, SITE_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

/** The company's 24/7 line: the configured profile's, the default's while it loads or if it cannot be read. */
function useEmergencyPhone(): string {
  const { data } = useQuery({ ...endpointQuery(SITE_ENDPOINTS.companyProfile), placeholderData: DEFAULT_COMPANY_PROFILE, staleTime: Infinity });
  return (data ?? DEFAULT_COMPANY_PROFILE).phone;
}

/**
 * The portal's header, signed in or not: the logo and name linking back to the public site, and the 24/7 emergency
 * line (a tel: link), so a tenant with a flood reaches someone before signing in.
 */
export function PortalHeader() {
  const phone = useEmergencyPhone();
  return (
    <StyledHeader>
      <StyledBrand href="/" aria-label="Harbourline Property Management, back to the website">
        <img src="/images/brand-mark.svg" alt="Harbourline logo" width="32" height="32" />
        <strong>Harbourline portal</strong>
      </StyledBrand>
      <StyledEmergency>
        Emergency (flooding, no power, a gas smell, a break-in), 24/7: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </StyledEmergency>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding-bottom: ${({ theme }) => theme.spacing[3]};
  margin-bottom: ${({ theme }) => theme.spacing[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBrand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const StyledEmergency = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
