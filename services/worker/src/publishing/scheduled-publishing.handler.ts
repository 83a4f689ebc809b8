import { Injectable, Logger } from '@nestjs/common';
import type { PublishScheduledJob } from '@app/contracts';
import { ContentPublisher, PUBLISH_SCHEDULED_JOB, PublicBlogCache, SWEEP_SCHEDULED_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';

export type ScheduledPublishingResult = { publishedPostIds: string[] };

/**
 * Scheduled drafts go live through two paths that may race: the delayed job made for the draft's time, and
 * the sweep every minute. ContentPublisher claims each draft atomically, so whichever comes first publishes it
 * and the other finds nothing to do.
 */
@Injectable()
export class ScheduledPublishingHandler {
  private readonly logger = new Logger(ScheduledPublishingHandler.name);

  constructor(
    private readonly publisher: ContentPublisher,
    private readonly blogCache: PublicBlogCache,
  ) {}

  @JobHandler(PUBLISH_SCHEDULED_JOB)
  async publishScheduled({ draftId, scheduledFor }: PublishScheduledJob): Promise<ScheduledPublishingResult> {
    const post = await this.publisher.publishScheduled(draftId, new Date(scheduledFor));
    return this.finish(post ? [post.id] : []);
  }

  @JobHandler(SWEEP_SCHEDULED_JOB)
  async sweep(): Promise<ScheduledPublishingResult> {
    const published: string[] = [];
    for (const draftId of await this.publisher.dueScheduledDraftIds()) {
      const post = await this.publisher.publishScheduled(draftId);
      if (post) published.push(post.id);
    }
    return this.finish(published);
  }

  private async finish(publishedPostIds: string[]): Promise<ScheduledPublishingResult> {
    if (publishedPostIds.length === 0) return { publishedPostIds };
    await this.blogCache.invalidate();
    this.logger.log(`Published ${publishedPostIds.length} scheduled draft(s)`);
    return { publishedPostIds };
  }
}
