import { Injectable, Logger } from '@nestjs/common';
import type { PublishScheduledJob } from '@app/contracts';
import { type BlogPostEntity, PostPublishing, PUBLISH_SCHEDULED_JOB, type ScheduledPublishingResult, SWEEP_SCHEDULED_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';

/**
 * Scheduled drafts go live through two paths that may race: the delayed job made for the draft's time, and
 * the sweep every minute. ContentPublisher claims each draft atomically, and keeps its 'publish' revision in that
 * same transaction, so whichever comes first publishes it (once, with one revision) and the other, or the same job
 * run again, finds nothing to do. The jobs declare what they change (job catalogue): the worker announces the posts.
 */
@Injectable()
export class ScheduledPublishingHandler {
  private readonly logger = new Logger(ScheduledPublishingHandler.name);

  constructor(private readonly publishing: PostPublishing) {}

  @JobHandler(PUBLISH_SCHEDULED_JOB)
  async publishScheduled({ draftId, scheduledFor }: PublishScheduledJob): Promise<ScheduledPublishingResult> {
    return this.finish(await this.publishing.publishScheduled(draftId, new Date(scheduledFor)));
  }

  @JobHandler(SWEEP_SCHEDULED_JOB)
  async sweep(): Promise<ScheduledPublishingResult> {
    return this.finish(await this.publishing.publishDue());
  }

  private finish(published: BlogPostEntity[]): ScheduledPublishingResult {
    if (published.length > 0) this.logger.log(`Published ${published.length} scheduled draft(s)`);
    return { publishedPostIds: published.map((post) => post.id) };
  }
}
