import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { singaporeDay } from '@app/contracts';
import { AuditLogEntity, describeError, MaintenancePhotoEntity, MediaEntity, MediaStorage, mediaStorageKeys, TenancyEntity, UserEntity } from '@app/core';

/**
 * Deletes tenancies that ended before the retention cutoff, with their maintenance requests (timelines, photos and
 * mails, by cascade), the photos' image files, and the portal accounts of their tenants that no other tenancy keeps.
 */
@Injectable()
export class TenancyRetention {
  private readonly logger = new Logger(TenancyRetention.name);

  constructor(private readonly storage: MediaStorage) {}

  async purgeEndedBefore(em: EntityManager, cutoff: Date, retentionMonths: number): Promise<number> {
    const expired = await em.find(
      TenancyEntity,
      { $or: [{ endedAt: { $lt: cutoff } }, { leaseEnd: { $lt: singaporeDay(cutoff) } }] },
      { fields: ['id', 'tenant'] },
    );
    if (expired.length === 0) return 0;
    const ids = expired.map((tenancy) => tenancy.id);
    const tenantIds = [...new Set(expired.flatMap((tenancy) => (tenancy.tenant ? [tenancy.tenant.id] : [])))];
    const photoIds = (await em.find(MaintenancePhotoEntity, { request: { tenancy: { $in: ids } } }, { fields: ['media'] })).map((photo) => photo.media.id);
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
    await Promise.all(photoIds.map((id) => this.removeFiles(id)));
    await em.insert(new AuditLogEntity({ action: 'tenancies.retention_purged', details: { deleted, retentionMonths } }));
    this.logger.log(`Deleted ${deleted} tenancies that ended over ${retentionMonths} months ago`);
    return deleted;
  }

  private async tenantsStillHoldingTenancies(em: EntityManager, tenantIds: string[]): Promise<string[]> {
    const kept = await em.find(TenancyEntity, { tenant: { $in: tenantIds } }, { fields: ['tenant'] });
    return kept.flatMap((tenancy) => (tenancy.tenant ? [tenancy.tenant.id] : []));
  }

  private async removeFiles(mediaId: string): Promise<void> {
    try {
      await this.storage.delete(mediaStorageKeys.original(mediaId));
      await this.storage.deleteFolder(mediaStorageKeys.publicFolder(mediaId));
    } catch (error) {
      this.logger.error(`Photo ${mediaId} is deleted but some of its files could not be removed: ${describeError(error)}`);
    }
  }
}
