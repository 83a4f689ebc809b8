import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PropertyEntity } from '@app/core';

@Injectable()
export class PropertiesRepository {
  constructor(private readonly em: EntityManager) {}

  listFeatured(limit: number): Promise<PropertyEntity[]> {
    return this.em.find(PropertyEntity, { featured: true }, { orderBy: { sortOrder: 'asc', createdAt: 'asc' }, limit });
  }
}
