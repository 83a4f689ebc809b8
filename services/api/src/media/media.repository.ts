import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MediaListQuery } from '@app/contracts';
import { MEDIA_SEARCH_TEXT, MediaEntity } from '@app/core';
import { containing } from '../common/like-pattern';

/** Storage of media rows. */
@Injectable()
export class MediaRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the library (maintenance photos are not in it) matching the search and status, newest first, and how
   * many match: index `media_items_library_index`, or `media_items_library_status_index` with a status. The search
   * looks in the file name, title, caption, type and tags through the trigram index `media_items_library_search_index`.
   */
  page({ q, status, page, pageSize }: MediaListQuery): Promise<[MediaEntity[], number]> {
    const filter: FilterQuery<MediaEntity> = {
      inLibrary: true,
      ...(status ? { status } : {}),
      ...(q ? { [raw(`(${MEDIA_SEARCH_TEXT})`)]: { $ilike: containing(q) } } : {}),
    };
    return this.em.findAndCount(MediaEntity, filter, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize });
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
