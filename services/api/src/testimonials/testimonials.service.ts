import { Injectable } from '@nestjs/common';
import { TESTIMONIALS_COUNT, type Testimonial, TestimonialSchema } from '@app/contracts';
import type { TestimonialEntity } from '@app/core';
import { TestimonialsRepository } from './testimonials.repository';

@Injectable()
export class TestimonialsService {
  constructor(private readonly testimonials: TestimonialsRepository) {}

  /** The testimonials the home page shows, in their set order. */
  async list(): Promise<Testimonial[]> {
    return (await this.testimonials.list(TESTIMONIALS_COUNT)).map(toTestimonial);
  }
}

function toTestimonial(testimonial: TestimonialEntity): Testimonial {
  return TestimonialSchema.parse({
    id: testimonial.id,
    content: testimonial.content,
    name: testimonial.name,
    role: testimonial.role,
    rating: testimonial.rating,
    initials: testimonial.initials,
  });
}
