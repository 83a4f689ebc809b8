/** Testimonials the home page shows. */
export const TESTIMONIALS_COUNT = 3;
