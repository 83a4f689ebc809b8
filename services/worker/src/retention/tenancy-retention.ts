import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { singaporeDay } from '@app/contracts';
import {
  AuditLogEntity,
  ConditionPhotoEntity,
  describeError,
  MaintenancePhotoEntity,
  MediaEntity,
  MediaStorage,
  mediaStorageKeys,
  TenancyDocumentEntity,
  tenancyDocumentKey,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { monthsBefore } from './retention-period';

/**
 * A rent ledger (charges, payments, the deposit) is a business record, which IRAS asks a business to keep for 5 years
 * (https://www.iras.gov.sg/taxes/corporate-income-tax/basics-of-corporate-income-tax/record-keeping-requirements): a
 * tenancy with charges or payments is kept at least that long after it ended, whatever the retention period.
 */
export const LEDGER_RETENTION_MONTHS = 60;

/** Tenancies purged per transaction. */
const TENANCY_BATCH = 500;

/** Ended (or whose lease ended) before `cutoff`, as SQL over the alias `t`. */
const endedBefore = (cutoff: Date) => ({ sql: '(t.ended_at < ? or t.lease_end < ?)', params: [cutoff, singaporeDay(cutoff)] });

/**
 * Deletes tenancies that ended before the retention cutoff (those with a rent ledger only once LEDGER_RETENTION_MONTHS
 * have passed too), with their maintenance requests and condition reports (timelines, photos and mails, by
 * cascade), the photos' image
 * files, their documents' files (the agreement, the stamp certificate), and the portal accounts of their tenants that no other tenancy keeps; TENANCY_BATCH tenancies a transaction.
 */
@Injectable()
export class TenancyRetention {
  private readonly logger = new Logger(TenancyRetention.name);

  constructor(private readonly storage: MediaStorage) {}

  async purgeEndedBefore(em: EntityManager, cutoff: Date, retentionMonths: number, now = new Date()): Promise<number> {
    const ledgerCutoff = new Date(Math.min(cutoff.getTime(), monthsBefore(now, LEDGER_RETENTION_MONTHS).getTime()));
    let deleted = 0;
    for (let batch = await this.expired(em, cutoff, ledgerCutoff); batch.length > 0; batch = await this.expired(em, cutoff, ledgerCutoff)) {
      deleted += await this.purge(em, batch);
    }
    if (deleted === 0) return 0;
    await em.insert(new AuditLogEntity({ action: 'tenancies.retention_purged', details: { deleted, retentionMonths } }));
    this.logger.log(`Deleted ${deleted} tenancies that ended over ${retentionMonths} months ago`);
    return deleted;
  }

  /** The next batch of tenancies to purge: ended before `cutoff`, and before `ledgerCutoff` when they have a ledger. */
  private async expired(em: EntityManager, cutoff: Date, ledgerCutoff: Date): Promise<Array<{ id: string; tenant_id: string | null }>> {
    const ended = endedBefore(cutoff);
    const endedLongAgo = endedBefore(ledgerCutoff);
    return em.getConnection().execute(
      `select t.id, t.tenant_id from tenancies t
        where ${ended.sql}
          and (${endedLongAgo.sql}
               or (not exists (select 1 from rent_charges c where c.tenancy_id = t.id)
                   and not exists (select 1 from rent_payments p where p.tenancy_id = t.id)
                   and not exists (select 1 from tenancy_deposits d where d.tenancy_id = t.id)))
        order by t.id limit ${TENANCY_BATCH}`,
      [...ended.params, ...endedLongAgo.params],
      'all',
    );
  }

  private async purge(em: EntityManager, expired: Array<{ id: string; tenant_id: string | null }>): Promise<number> {
    const ids = expired.map((tenancy) => tenancy.id);
    const tenantIds = [...new Set(expired.flatMap((tenancy) => (tenancy.tenant_id ? [tenancy.tenant_id] : [])))];
    const photoIds = [
      ...(await em.find(MaintenancePhotoEntity, { request: { tenancy: { $in: ids } } }, { fields: ['media'] })),
      ...(await em.find(ConditionPhotoEntity, { item: { report: { tenancy: { $in: ids } } } }, { fields: ['media'] })),
    ].map((photo) => photo.media.id);
    const documentIds = (await em.find(TenancyDocumentEntity, { tenancy: { $in: ids } }, { fields: ['id'] })).map((document) => document.id);
    const deleted = await em.transactional(async (tx) => {
      const count = await tx.nativeDelete(TenancyEntity, { id: { $in: ids } });
      if (photoIds.length) await tx.nativeDelete(MediaEntity, { id: { $in: photoIds } });
      if (tenantIds.length)
        await tx.nativeDelete(UserEntity, {
          id: { $in: tenantIds },
          role: 'tenant',
          $not: { id: { $in: await this.tenantsStillHoldingTenancies(tx, tenantIds) } },
        });
      return count;
    });
    await Promise.all(photoIds.map((id) => this.removeFiles(id, [mediaStorageKeys.original(id)], [mediaStorageKeys.publicFolder(id)])));
    await Promise.all(documentIds.map((id) => this.removeFiles(id, [tenancyDocumentKey(id)], [])));
    return deleted;
  }

  private async tenantsStillHoldingTenancies(em: EntityManager, tenantIds: string[]): Promise<string[]> {
    const kept = await em.find(TenancyEntity, { tenant: { $in: tenantIds } }, { fields: ['tenant'] });
    return kept.flatMap((tenancy) => (tenancy.tenant ? [tenancy.tenant.id] : []));
  }

  /** The files of a deleted photo or document; one that cannot be removed is logged, its row stays deleted. */
  private async removeFiles(id: string, files: string[], folders: string[]): Promise<void> {
    try {
      for (const file of files) await this.storage.delete(file);
      for (const folder of folders) await this.storage.deleteFolder(folder);
    } catch (error) {
      this.logger.error(`${id} is deleted but some of its files could not be removed: ${describeError(error)}`);
    }
  }
}
