import { useQuery } from '@tanstack/react-query';
import { TestimonialListSchema, type Testimonial } from '@app/contracts';
import { createQueryFn } from '@app/web';

export const TESTIMONIALS_QUERY_KEY = ['/api/testimonials'] as const;

const fetchTestimonials = createQueryFn<Testimonial[]>({ schema: TestimonialListSchema });

export function useTestimonials() {
  return useQuery({ queryKey: TESTIMONIALS_QUERY_KEY, queryFn: fetchTestimonials });
}
