import { Injectable } from '@nestjs/common';
import type { PurgeCdnJob } from '@app/contracts';
import { PURGE_CDN_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { CdnPurger } from './cdn-purger';

/** Sends one change's purge to the CDN; a CDN that fails or does not answer makes the job retry later. */
@Injectable()
export class CdnPurgeHandler {
  constructor(private readonly purger: CdnPurger) {}

  @JobHandler(PURGE_CDN_JOB)
  async purge({ keys }: PurgeCdnJob): Promise<{ purged: string[] }> {
    await this.purger.purge(keys);
    return { purged: keys };
  }
}
