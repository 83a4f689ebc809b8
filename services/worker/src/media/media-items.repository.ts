import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MediaEntity, type StoredVariant } from '@app/core';

export type ProcessedFields = { width: number; height: number; variants: StoredVariant[]; placeholder: string; mailImage: boolean };

/** The worker's access to media rows. Status changes are conditional updates, so only one worker can make each. */
@Injectable()
export class MediaItemsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Always read from the database: an item the job read before may have been deleted or finished since. */
  findById(id: string): Promise<MediaEntity | null> {
    return this.em.findOne(MediaEntity, { id }, { refresh: true });
  }

  /** Items still processing, oldest first. */
  listProcessing(limit: number): Promise<MediaEntity[]> {
    return this.em.find(MediaEntity, { status: 'processing' }, { orderBy: { createdAt: 'asc' }, limit });
  }

  /** processing -> ready; false when the item is gone or another worker finished it first. */
  async markReady(id: string, fields: ProcessedFields): Promise<boolean> {
    const changed = await this.em.nativeUpdate(MediaEntity, { id, status: 'processing' }, { ...fields, status: 'ready', failureReason: null });
    return changed === 1;
  }

  /** processing -> failed, with the reason shown in the library. */
  async markFailed(id: string, reason: string): Promise<boolean> {
    const changed = await this.em.nativeUpdate(MediaEntity, { id, status: 'processing' }, { status: 'failed', failureReason: reason });
    return changed === 1;
  }
}
