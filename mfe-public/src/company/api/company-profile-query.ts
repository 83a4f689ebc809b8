import { useQuery } from '@tanstack/react-query';
import { CompanyProfileSchema, DEFAULT_COMPANY_PROFILE, type CompanyProfile } from '@app/contracts';
import { createQueryFn } from '@app/web';

export const COMPANY_PROFILE_QUERY_KEY = ['/api/company-profile'] as const;

const fetchCompanyProfile = createQueryFn<CompanyProfile>({ schema: CompanyProfileSchema });

/** The company's contact details and links; the defaults stand in while loading and if the call fails. */
export function useCompanyProfile(): CompanyProfile {
  const { data } = useQuery({
    queryKey: COMPANY_PROFILE_QUERY_KEY,
    queryFn: fetchCompanyProfile,
    placeholderData: DEFAULT_COMPANY_PROFILE,
    staleTime: Infinity,
  });
  return data ?? DEFAULT_COMPANY_PROFILE;
}
