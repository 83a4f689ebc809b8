import { Logger } from '@nestjs/common';
import type { PublicContentCache } from '../public-content/public-content-cache';
import { describeError } from '../logging/describe-error';
import type { JobQueues } from '../queues/job-queues';
import { PURGE_CDN_JOB } from './cdn-purge-jobs';

/**
 * Makes a stored change to what visitors see show everywhere: every API process reads it on its next request (the
 * public cache's generation), and the CDN lets go of the pages and reads that show it (one cdn.purge job with
 * exactly their surrogate keys, when CDN_PURGE_URL is set). Never throws: with Redis away the purge is lost
 * (logged) and the CDN's copies expire on their own (s-maxage), so the change itself stands.
 *
 * Nothing calls it by hand: endpoint and job catalogue entries declare `invalidates: 'public'` and the keys they
 * purge, and the API's DeclaredPublicChangesInterceptor and the worker's job runner apply the declaration.
 */
export class PublicChanges {
  private readonly logger = new Logger(PublicChanges.name);

  constructor(
    private readonly cache: PublicContentCache,
    private readonly queues: JobQueues,
    private readonly purgesCdn: boolean,
  ) {}

  /** Something visitors see changed; `keys` name the CDN's copies that showed it (none: the cache only). */
  async changed(keys: readonly string[]): Promise<void> {
    await this.cache.invalidate();
    if (!this.purgesCdn || keys.length === 0) return;
    try {
      await this.queues.add(PURGE_CDN_JOB, { keys: [...keys] });
    } catch (error) {
      this.logger.warn(`Could not queue the CDN purge of ${keys.join(' ')}; the CDN keeps its copies until they expire: ${describeError(error)}`);
    }
  }
}
