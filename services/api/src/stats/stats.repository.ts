import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BlogPostEntity, ContentDraftEntity, MediaEntity } from '@app/core';

/** The dashboard's counts, each one query through the entities (so table and column names live in one place). */
@Injectable()
export class StatsRepository {
  constructor(private readonly em: EntityManager) {}

  countPublishedPosts(): Promise<number> {
    return this.em.count(BlogPostEntity, { status: 'published' });
  }

  countDrafts(): Promise<number> {
    return this.em.count(ContentDraftEntity);
  }

  countMediaFiles(): Promise<number> {
    return this.em.count(MediaEntity, { inLibrary: true });
  }

  /** Views of every post, live or not. */
  async totalPostViews(): Promise<number> {
    const row = await this.em.createQueryBuilder(BlogPostEntity).select(raw('coalesce(sum(view_count), 0) as total')).execute<{ total: string }>('get', false);
    return Number(row.total);
  }

  mostViewedPosts(limit: number): Promise<Pick<BlogPostEntity, 'id' | 'title' | 'slug' | 'viewCount'>[]> {
    return this.em.find(
      BlogPostEntity,
      { status: 'published' },
      { orderBy: { viewCount: 'desc', publishDate: 'desc' }, limit, fields: ['id', 'title', 'slug', 'viewCount'] },
    );
  }
}
