import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { PublishScheduledJob } from '@app/contracts';
import { AuditLogEntity, type BlogPostEntity, ContentPublisher, PUBLISH_SCHEDULED_JOB, PublicChanges, SWEEP_SCHEDULED_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';

export type ScheduledPublishingResult = { publishedPostIds: string[] };

/**
 * Scheduled drafts go live through two paths that may race: the delayed job made for the draft's time, and
 * the sweep every minute. ContentPublisher claims each draft atomically, and keeps its 'publish' revision in that
 * same transaction, so whichever comes first publishes it (once, with one revision) and the other, or the same job
 * run again, finds nothing to do.
 */
@Injectable()
export class ScheduledPublishingHandler {
  private readonly logger = new Logger(ScheduledPublishingHandler.name);

  constructor(
    private readonly publisher: ContentPublisher,
    private readonly publicChanges: PublicChanges,
    private readonly em: EntityManager,
  ) {}

  @JobHandler(PUBLISH_SCHEDULED_JOB)
  async publishScheduled({ draftId, scheduledFor }: PublishScheduledJob): Promise<ScheduledPublishingResult> {
    const post = await this.publisher.publishScheduled(draftId, new Date(scheduledFor));
    if (post) await this.recordPublished(post, draftId);
    return this.finish(post ? [post.id] : []);
  }

  @JobHandler(SWEEP_SCHEDULED_JOB)
  async sweep(): Promise<ScheduledPublishingResult> {
    const published: string[] = [];
    for (const draftId of await this.publisher.dueScheduledDraftIds()) {
      const post = await this.publisher.publishScheduled(draftId);
      if (!post) continue;
      await this.recordPublished(post, draftId);
      published.push(post.id);
    }
    return this.finish(published);
  }

  /** The audit row of a scheduled publish: no actor, the system did it at the draft's time. */
  private async recordPublished(post: BlogPostEntity, draftId: string): Promise<void> {
    await this.em.fork().insert(new AuditLogEntity({ action: 'post.published', targetId: post.id, details: { title: post.title, slug: post.slug, draftId, scheduled: true } }));
  }

  private async finish(publishedPostIds: string[]): Promise<ScheduledPublishingResult> {
    if (publishedPostIds.length === 0) return { publishedPostIds };
    await this.publicChanges.postsChanged(publishedPostIds);
    this.logger.log(`Published ${publishedPostIds.length} scheduled draft(s)`);
    return { publishedPostIds };
  }
}
