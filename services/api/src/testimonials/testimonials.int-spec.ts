import request from 'supertest';
import { TestimonialListSchema } from '@app/contracts';
import { useTestApp } from '../testing/test-app';

describe('GET /api/testimonials', () => {
  const context = useTestApp();

  it('answers the three seeded testimonials in order, to anyone', async () => {
    const response = await request(context.server).get('/api/testimonials').expect(200);
    const testimonials = TestimonialListSchema.parse(response.body);
    expect(testimonials.map((testimonial) => [testimonial.name, testimonial.initials])).toEqual([
      ['Rachel Lim', 'RL'],
      ['Daniel Wong', 'DW'],
      ['Priya Nair', 'PN'],
    ]);
    expect(testimonials.every((testimonial) => testimonial.rating >= 4)).toBe(true);
  });
});
