import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MediaEntity } from '@app/core';

/** Storage of media rows. */
@Injectable()
export class MediaRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  list(): Promise<MediaEntity[]> {
    return this.em.find(MediaEntity, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  findById(id: string): Promise<MediaEntity | null> {
    return this.em.findOne(MediaEntity, { id });
  }

  async save(...items: MediaEntity[]): Promise<void> {
    await this.em.persistAndFlush(items);
  }

  async remove(...items: MediaEntity[]): Promise<void> {
    await this.em.removeAndFlush(items);
  }
}
