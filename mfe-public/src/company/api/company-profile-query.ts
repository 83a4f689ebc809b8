import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_PROFILE, SITE_ENDPOINTS, type CompanyProfile } from '@app/contracts';
import { endpointQuery } from '@app/web';

/** The company's contact details and links; the defaults stand in while loading and if the call fails. */
export function useCompanyProfile(): CompanyProfile {
  const { data } = useQuery({
    ...endpointQuery(SITE_ENDPOINTS.companyProfile),
    placeholderData: DEFAULT_COMPANY_PROFILE,
    staleTime: Infinity,
  });
  return data ?? DEFAULT_COMPANY_PROFILE;
}
