import { z } from 'zod';

/** A client testimonial (GET /api/testimonials); every rating is shown as 5 stars (SPEC §9). */
export const TestimonialSchema = z.object({
  id: z.string(),
  content: z.string(),
  name: z.string(),
  role: z.string(),
  rating: z.number().int().min(1).max(5),
  initials: z.string(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialListSchema = z.array(TestimonialSchema);
