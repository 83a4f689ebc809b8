import { useQuery } from '@tanstack/react-query';
import { SITE_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

/** The properties featured on the home page. */
export function useFeaturedProperties() {
  return useQuery(endpointQuery(SITE_ENDPOINTS.featuredProperties));
}
