import { Logger } from '@nestjs/common';
import { listingChangeKeys, postChangeKeys, viewingChangeKeys } from '@app/contracts';
import type { PublicContentCache } from '../public-content/public-content-cache';
import { describeError } from '../logging/describe-error';
import type { JobQueues } from '../queues/job-queues';
import { PURGE_CDN_JOB } from './cdn-purge-jobs';

/**
 * Makes a stored change to what visitors see show everywhere: every API process reads it on its next request (the
 * public cache's generation), and the CDN lets go of the pages and reads that show it (one cdn.purge job with
 * exactly their surrogate keys, when CDN_PURGE_URL is set). Never throws: with Redis away the purge is lost
 * (logged) and the CDN's copies expire on their own (s-maxage), so the change itself stands.
 */
export class PublicChanges {
  private readonly logger = new Logger(PublicChanges.name);

  constructor(
    private readonly cache: PublicContentCache,
    private readonly queues: JobQueues,
    private readonly purgesCdn: boolean,
  ) {}

  /** Posts published, updated, unpublished or deleted. */
  postsChanged(postIds: readonly string[]): Promise<void> {
    return this.changed(postChangeKeys(postIds));
  }

  /** A listing created, updated or deleted. */
  listingChanged(listingId: string): Promise<void> {
    return this.changed(listingChangeKeys(listingId));
  }

  /** A listing's free viewing slots changed: a booking made, cancelled or moved, or its availability saved. */
  viewingsChanged(listingId: string): Promise<void> {
    return this.changed(viewingChangeKeys(listingId));
  }

  private async changed(keys: readonly string[]): Promise<void> {
    await this.cache.invalidate();
    if (!this.purgesCdn) return;
    try {
      await this.queues.add(PURGE_CDN_JOB, { keys: [...keys] });
    } catch (error) {
      this.logger.warn(`Could not queue the CDN purge of ${keys.join(' ')}; the CDN keeps its copies until they expire: ${describeError(error)}`);
    }
  }
}
