import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminBlogQuery } from '@app/contracts';
import { BlogPostEntity, ContentDraftEntity } from '@app/core';
import { containing } from '../common/like-pattern';

/** Every blog post, live or not, as staff manage them. */
@Injectable()
export class AdminBlogRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page of the posts matching the title search and status, newest first (index `blog_posts_created_at_id_index`), and how many match. */
  page({ q, status, page, pageSize }: AdminBlogQuery): Promise<[BlogPostEntity[], number]> {
    const filter: FilterQuery<BlogPostEntity> = { ...(status ? { status } : {}), ...(q ? { title: { $ilike: containing(q) } } : {}) };
    return this.em.findAndCount(BlogPostEntity, filter, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
  }

  /** The draft each post was published from (the newest, should several be linked), by post id. */
  async draftIdsOf(posts: BlogPostEntity[]): Promise<Map<string, string>> {
    if (!posts.length) return new Map();
    const drafts = await this.em.find(
      ContentDraftEntity,
      { publishedPostId: { $in: posts.map((post) => post.id) } },
      { fields: ['id', 'publishedPostId'], orderBy: { updatedAt: 'asc' } },
    );
    return new Map(drafts.flatMap((draft) => (draft.publishedPostId ? [[draft.publishedPostId, draft.id] as const] : [])));
  }

  findById(id: string): Promise<BlogPostEntity | null> {
    return this.em.findOne(BlogPostEntity, { id });
  }

  async save(post: BlogPostEntity): Promise<BlogPostEntity> {
    await this.em.persistAndFlush(post);
    return post;
  }

  /** Deletes the post (its daily views go with it) and unlinks the drafts it was published from. */
  async delete(post: BlogPostEntity): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(ContentDraftEntity, { publishedPostId: post.id }, { publishedPostId: null });
      await em.nativeDelete(BlogPostEntity, { id: post.id });
    });
  }
}
