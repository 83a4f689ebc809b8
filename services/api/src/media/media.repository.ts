import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MediaListQuery } from '@app/contracts';
import { MediaEntity } from '@app/core';
import { containing } from '../common/like-pattern';

/** Storage of media rows. */
@Injectable()
export class MediaRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * One page of the library (maintenance photos are not in it) matching the search and status, newest first, and how
   * many match: index `media_items_library_index`, or `media_items_library_status_index` with a status. The search
   * reads the file name, title, caption, type and tags of the library's rows (no index serves a search inside words).
   */
  page({ q, status, page, pageSize }: MediaListQuery): Promise<[MediaEntity[], number]> {
    const text = q ? containing(q) : null;
    const filter: FilterQuery<MediaEntity> = {
      inLibrary: true,
      ...(status ? { status } : {}),
      ...(text
        ? {
            $or: [
              { originalFilename: { $ilike: text } },
              { title: { $ilike: text } },
              { caption: { $ilike: text } },
              { mimeType: { $ilike: text } },
              { [raw((alias) => `${alias}.tags::text`)]: { $ilike: text } },
            ],
          }
        : {}),
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
