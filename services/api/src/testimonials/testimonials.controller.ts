import { Controller, Get } from '@nestjs/common';
import type { Testimonial } from '@app/contracts';
import { Public } from '../common/public.decorator';
import { TestimonialsService } from './testimonials.service';

@Public()
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get()
  list(): Promise<Testimonial[]> {
    return this.testimonials.list();
  }
}
