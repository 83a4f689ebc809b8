import { useQuery } from '@tanstack/react-query';
import { SITE_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

export function useTestimonials() {
  return useQuery(endpointQuery(SITE_ENDPOINTS.testimonials));
}
