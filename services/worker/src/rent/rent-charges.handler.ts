import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { OwnerSweepJob } from '@app/contracts';
import { type ChargeSweepResult, postRentCharges, RENT_CHARGES_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';

/** Runs the charge sweep (postRentCharges): each charge once, whatever the number of workers, retries and crashes. */
@Injectable()
export class RentChargesHandler {
  private readonly logger = new Logger(RentChargesHandler.name);

  constructor(private readonly em: EntityManager) {}

  @JobHandler(RENT_CHARGES_JOB)
  async charge({ at }: OwnerSweepJob): Promise<ChargeSweepResult> {
    const result = await postRentCharges(this.em.fork(), at ? new Date(at) : new Date());
    if (result.posted + result.lateInterest > 0) this.logger.log(`Posted ${result.posted} rent charges and ${result.lateInterest} late interest charges`);
    return result;
  }
}
