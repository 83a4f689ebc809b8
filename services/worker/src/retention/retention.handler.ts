import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { NEWSLETTER_CONFIRMATION_DAYS } from '@app/contracts';
import { AuditLogEntity, PURGE_EXPIRED_DATA_JOB } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobHandler } from '../jobs/job-handler.decorator';
import { deleteInBatches } from './batched-delete';
import { monthsBefore } from './retention-period';
import { TenancyRetention } from './tenancy-retention';

/**
 * Deletes closed and spam enquiries received before the retention period (open work is never deleted), newsletter
 * addresses sent a confirmation link that they did not confirm within its confirmation days, and tenancies that ended
 * before the retention period, with their maintenance requests. Each in batches (deleteInBatches): a purge of years of
 * rows never holds one transaction over a table.
 */
@Injectable()
export class RetentionHandler {
  private readonly logger = new Logger(RetentionHandler.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly tenancies: TenancyRetention,
  ) {}

  @JobHandler(PURGE_EXPIRED_DATA_JOB)
  async purgeExpired(): Promise<{ deleted: number; unconfirmedSubscribersDeleted: number; tenanciesDeleted: number }> {
    const months = this.config.ENQUIRY_RETENTION_MONTHS;
    const em = this.em.fork();
    const cutoff = monthsBefore(new Date(), months);
    const deleted = await deleteInBatches(em, 'contact_enquiries', `t.status in ('closed', 'spam') and t.created_at < ?`, [cutoff]);
    if (deleted > 0) {
      await em.insert(new AuditLogEntity({ action: 'enquiries.retention_purged', details: { deleted, retentionMonths: months } }));
      this.logger.log(`Deleted ${deleted} closed or spam enquiries older than ${months} months`);
    }
    const unconfirmedSince = new Date(Date.now() - NEWSLETTER_CONFIRMATION_DAYS * 86_400_000);
    // Only subscriptions that were sent a confirmation link expire; one stored without mail stays pending.
    const unconfirmedSubscribersDeleted = await deleteInBatches(
      em,
      'newsletter_subscribers',
      't.confirm_url is not null and t.confirmed_at is null and t.unsubscribed_at is null and t.consented_at < ?',
      [unconfirmedSince],
    );
    const tenanciesDeleted = await this.tenancies.purgeEndedBefore(em, cutoff, months);
    return { deleted, unconfirmedSubscribersDeleted, tenanciesDeleted };
  }
}
