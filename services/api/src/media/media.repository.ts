import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MediaEntity } from '@app/core';

/** Storage of media rows. */
@Injectable()
export class MediaRepository {
  constructor(private readonly em: EntityManager) {}

  /** The library, newest first (maintenance photos are not in it). */
  list(): Promise<MediaEntity[]> {
    return this.em.find(MediaEntity, { inLibrary: true }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  findById(id: string): Promise<MediaEntity | null> {
    return this.em.findOne(MediaEntity, { id });
  }

  findByIds(ids: string[]): Promise<MediaEntity[]> {
    return this.em.find(MediaEntity, { id: { $in: ids } });
  }

  async save(...items: MediaEntity[]): Promise<void> {
    await this.em.persistAndFlush(items);
  }

  async remove(...items: MediaEntity[]): Promise<void> {
    await this.em.removeAndFlush(items);
  }
}
