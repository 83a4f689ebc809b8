import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLogEntity } from '../audit/audit-log.entity';
import type { BlogPostEntity } from '../blog/blog-post.entity';
import type { UserEntity } from '../users/user.entity';
import type { ContentPublisher } from './content-publisher';

/** A staff member making a draft go live, with their client address for the audit log. */
export type StaffPublishing = { actor: UserEntity; clientAddress: string };

/**
 * Makes drafts go live for the API (a staff member's publish and update-post) and the worker (scheduled drafts), always
 * in one order: the post is stored (ContentPublisher), then its audit row is written. The announcement follows from
 * what the endpoints and jobs declare (`invalidates: 'public'`): the API's interceptor and the worker's job runner
 * renew the public content cache and purge the posts' CDN keys once this has returned.
 */
export class PostPublishing {
  constructor(
    private readonly publisher: ContentPublisher,
    private readonly em: EntityManager,
  ) {}

  /** Publishes an approved draft (creating its post, or updating the post it has); throws PublishingError. */
  publishApproved(draftId: string, acting: StaffPublishing): Promise<BlogPostEntity> {
    return this.byStaff('post.published', draftId, acting, () => this.publisher.publishApproved(draftId, acting.actor));
  }

  /** Pushes an approved draft to its live post; throws PublishingError. */
  pushToPost(draftId: string, acting: StaffPublishing): Promise<BlogPostEntity> {
    return this.byStaff('post.updated', draftId, acting, () => this.publisher.pushToPost(draftId, acting.actor));
  }

  /** The delayed job of a scheduled draft: publishes it if it is still scheduled for that time. */
  publishScheduled(draftId: string, scheduledFor: Date): Promise<BlogPostEntity[]> {
    return this.bySchedule([draftId], scheduledFor);
  }

  /** The sweep: publishes every scheduled draft whose time has passed. */
  async publishDue(): Promise<BlogPostEntity[]> {
    return this.bySchedule(await this.publisher.dueScheduledDraftIds());
  }

  private async byStaff(
    action: 'post.published' | 'post.updated',
    draftId: string,
    acting: StaffPublishing,
    goLive: () => Promise<BlogPostEntity>,
  ): Promise<BlogPostEntity> {
    const post = await goLive();
    await this.record(action, post, { draftId }, acting);
    return post;
  }

  /** Claims each draft (ContentPublisher publishes a scheduled draft once) and audits each post it published. */
  private async bySchedule(draftIds: readonly string[], scheduledFor?: Date): Promise<BlogPostEntity[]> {
    const published: BlogPostEntity[] = [];
    for (const draftId of draftIds) {
      const post = await this.publisher.publishScheduled(draftId, scheduledFor);
      if (!post) continue;
      await this.record('post.published', post, { draftId, scheduled: true });
      published.push(post);
    }
    return published;
  }

  /** The audit row, outside any pending unit of work; a scheduled publish has no actor: the system did it at its time. */
  private async record(action: 'post.published' | 'post.updated', post: BlogPostEntity, details: Record<string, unknown>, acting?: StaffPublishing) {
    const entry = new AuditLogEntity({
      action,
      actorId: acting?.actor.id ?? null,
      clientAddress: acting?.clientAddress ?? null,
      targetId: post.id,
      details: { title: post.title, slug: post.slug, ...details },
    });
    await this.em.fork().insert(entry);
  }
}
