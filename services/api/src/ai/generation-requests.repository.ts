import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { GenerateDraftJob } from '@app/contracts';
import { ContentGenerationRequestEntity } from '@app/core';

/** AI generate requests: stored before their job is queued, read by the status endpoint. */
@Injectable()
export class GenerationRequestsRepository {
  constructor(private readonly em: EntityManager) {}

  async create(request: GenerateDraftJob): Promise<ContentGenerationRequestEntity> {
    const stored = new ContentGenerationRequestEntity(request);
    await this.em.persistAndFlush(stored);
    return stored;
  }

  findById(id: string): Promise<ContentGenerationRequestEntity | null> {
    return this.em.findOne(ContentGenerationRequestEntity, { id }, { refresh: true });
  }
}
