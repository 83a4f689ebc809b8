import { Module } from '@nestjs/common';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsRepository } from './testimonials.repository';
import { TestimonialsService } from './testimonials.service';

@Module({ controllers: [TestimonialsController], providers: [TestimonialsRepository, TestimonialsService] })
export class TestimonialsModule {}
