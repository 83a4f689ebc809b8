import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContentGenerationRequestEntity } from '@app/core';

const UNFINISHED = ['waiting', 'active'] as const;

/** The stored AI generate requests, as the worker moves them along; their id is their job's id. */
@Injectable()
export class GenerationRequestsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Unfinished requests, oldest first. */
  listUnfinished(limit: number): Promise<ContentGenerationRequestEntity[]> {
    return this.em.find(ContentGenerationRequestEntity, { state: { $in: [...UNFINISHED] } }, { orderBy: { createdAt: 'asc' }, limit });
  }

  async markActive(id: string): Promise<void> {
    await this.em.nativeUpdate(ContentGenerationRequestEntity, { id, state: 'waiting' }, { state: 'active' });
  }

  /** Whatever was recorded before: the draft exists, so the request is done. */
  async markCompleted(id: string, draftId: string): Promise<void> {
    await this.em.nativeUpdate(ContentGenerationRequestEntity, { id }, { state: 'completed', draftId, error: null });
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.em.nativeUpdate(ContentGenerationRequestEntity, { id, state: { $in: [...UNFINISHED] } }, { state: 'failed', error: reason });
  }
}
