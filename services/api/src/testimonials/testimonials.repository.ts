import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TestimonialEntity } from '@app/core';

@Injectable()
export class TestimonialsRepository {
  constructor(private readonly em: EntityManager) {}

  list(limit: number): Promise<TestimonialEntity[]> {
    return this.em.find(TestimonialEntity, {}, { orderBy: { sortOrder: 'asc', createdAt: 'asc' }, limit });
  }
}
