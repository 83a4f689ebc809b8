import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_MESSAGES, CONTENT_TYPE_LABELS, EDITORIAL_AUTHOR } from '@app/contracts';
import { BlogPostEntity } from '../blog/blog-post.entity';
import { UserEntity } from '../users/user.entity';
import { articleExcerpt } from './article-text';
import { ContentDraftEntity } from './content-draft.entity';
import { keepRevision, type RevisionAuthor } from './keep-revision';
import { firstFreeSlug, slugFromTitle } from './post-slug';
import { sanitizeArticleHtml } from './sanitize-article-html';

export type PublishingFailure = 'draftNotFound' | 'notApproved' | 'noPublishedPost';

/** Why a draft could not go live; the message is one of CONTENT_MESSAGES. */
export class PublishingError extends Error {
  override readonly name = 'PublishingError';

  constructor(readonly reason: PublishingFailure) {
    super(CONTENT_MESSAGES[reason]);
  }
}

/** Two drafts with the same title published at once may both pick the same free slug: the loser tries again. */
const SLUG_ATTEMPTS = 3;

/**
 * Turns drafts into live blog posts, for the API (publish, update-post) and the worker (scheduled drafts).
 * Each operation is one transaction holding the draft's row lock, so a draft never yields two posts, and keeps
 * the draft's 'publish' revision in that same transaction, so a publish is never kept twice nor lost. Refreshing the public content cache is the caller's part.
 */
export class ContentPublisher {
  constructor(private readonly em: EntityManager) {}

  /** Publishes an approved draft: creates its post, or updates (and re-publishes) the post it already has. */
  publishApproved(draftId: string, author: RevisionAuthor): Promise<BlogPostEntity> {
    return this.inTransaction(draftId, author, async (em, draft) => {
      if (draft.status !== 'approved') throw new PublishingError('notApproved');
      return this.upsertPost(em, draft);
    });
  }

  /** Pushes an approved draft's changes to the post it was published as, which must be live. */
  pushToPost(draftId: string, author: RevisionAuthor): Promise<BlogPostEntity> {
    return this.inTransaction(draftId, author, async (em, draft) => {
      if (draft.status !== 'approved') throw new PublishingError('notApproved');
      const post = draft.publishedPostId ? await em.findOne(BlogPostEntity, { id: draft.publishedPostId, status: 'published' }) : null;
      if (!post) throw new PublishingError('noPublishedPost');
      applyDraft(post, draft);
      return post;
    });
  }

  /**
   * Publishes a scheduled draft exactly once: the draft is claimed by moving it from 'scheduled' to 'approved'
   * in the same transaction. With `scheduledFor` (the delayed job, which runs at that time), only a draft still
   * scheduled for that very time is claimed, so a job made before a reschedule does nothing; without it (the
   * sweep), any time that has passed. Returns null when there was nothing to publish, so a job run again after
   * the publish committed neither publishes nor keeps a revision again. The revision's author is the staff member
   * who last saved the draft (reviewedBy), i.e. who put it, or kept it, on its schedule.
   */
  async publishScheduled(draftId: string, scheduledFor?: Date): Promise<BlogPostEntity | null> {
    return this.withSlugRetry(() =>
      this.em.transactional(async (em) => {
        const due = scheduledFor ?? { $lte: new Date() };
        const claimed = await em.nativeUpdate(
          ContentDraftEntity,
          { id: draftId, status: 'scheduled', scheduledFor: due },
          { status: 'approved', scheduledFor: null },
        );
        if (claimed === 0) return null;
        const draft = await em.findOneOrFail(ContentDraftEntity, { id: draftId });
        const post = await this.upsertPost(em, draft);
        await keepRevision(em, draft, 'publish', await scheduledBy(em, draft));
        return post;
      }),
    );
  }

  /** Ids of scheduled drafts whose time has passed, oldest first. */
  async dueScheduledDraftIds(): Promise<string[]> {
    const drafts = await this.em.find(
      ContentDraftEntity,
      { status: 'scheduled', scheduledFor: { $lte: new Date() } },
      { fields: ['id'], orderBy: { scheduledFor: 'asc' } },
    );
    return drafts.map((draft) => draft.id);
  }

  private inTransaction(draftId: string, author: RevisionAuthor, work: (em: EntityManager, draft: ContentDraftEntity) => Promise<BlogPostEntity>) {
    return this.withSlugRetry(() =>
      this.em.transactional(async (em) => {
        const draft = await em.findOne(ContentDraftEntity, { id: draftId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!draft) throw new PublishingError('draftNotFound');
        const post = await work(em, draft);
        await keepRevision(em, draft, 'publish', author);
        return post;
      }),
    );
  }

  private async upsertPost(em: EntityManager, draft: ContentDraftEntity): Promise<BlogPostEntity> {
    const existing = draft.publishedPostId ? await em.findOne(BlogPostEntity, { id: draft.publishedPostId }) : null;
    if (existing) {
      applyDraft(existing, draft);
      existing.status = 'published';
      return existing;
    }
    const post = new BlogPostEntity({ slug: await this.freeSlug(em, draft.title), publishDate: new Date(), ...postFields(draft) });
    await em.persistAndFlush(post);
    draft.publishedPostId = post.id;
    return post;
  }

  private async freeSlug(em: EntityManager, title: string): Promise<string> {
    const base = slugFromTitle(title);
    const similar = await em.find(BlogPostEntity, { slug: { $like: `${base}%` } }, { fields: ['slug'] });
    return firstFreeSlug(base, new Set(similar.map((post) => post.slug)));
  }

  private async withSlugRetry<T>(publish: () => Promise<T>, attempt = 1): Promise<T> {
    try {
      return await publish();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_ATTEMPTS) throw error;
      return this.withSlugRetry(publish, attempt + 1);
    }
  }
}

/** The staff member who last saved a scheduled draft; null when there is none (or the account is gone). */
function scheduledBy(em: EntityManager, draft: ContentDraftEntity): Promise<RevisionAuthor> {
  if (!draft.reviewedBy) return Promise.resolve(null);
  return em.findOne(UserEntity, { id: draft.reviewedBy }, { fields: ['id', 'username', 'fullName'] });
}

function postFields(draft: ContentDraftEntity) {
  const content = sanitizeArticleHtml(draft.content);
  return {
    title: draft.title,
    content,
    excerpt: articleExcerpt(content),
    author: draft.author ?? EDITORIAL_AUTHOR,
    imageUrl: draft.imageUrl,
    featuredImage: draft.featuredImage,
    tags: [...draft.tags],
    category: draft.category ?? (draft.contentType === 'blog' ? null : CONTENT_TYPE_LABELS[draft.contentType]),
  };
}

/** A post keeps its slug and publish date when its draft changes, so links to it keep working. */
function applyDraft(post: BlogPostEntity, draft: ContentDraftEntity) {
  Object.assign(post, postFields(draft));
}
