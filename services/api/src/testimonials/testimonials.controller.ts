import { Controller } from '@nestjs/common';
import { SITE_ENDPOINTS, type Testimonial } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { TestimonialsService } from './testimonials.service';

@Controller()
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Endpoint(SITE_ENDPOINTS.testimonials)
  list(): Promise<Testimonial[]> {
    return this.testimonials.list();
  }
}
