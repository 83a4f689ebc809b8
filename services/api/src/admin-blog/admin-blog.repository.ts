import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BlogPostEntity, ContentDraftEntity } from '@app/core';

/** Every blog post, live or not, as staff manage them. */
@Injectable()
export class AdminBlogRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  list(): Promise<BlogPostEntity[]> {
    return this.em.find(BlogPostEntity, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
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
