import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MaintenancePhotoEntity, OwnerEntity, PaymentScreenshotEntity, TenancyEntity, UserEntity } from '@app/core';
import { MediaService } from '../media/media.service';

export type TenantErasure = { tenanciesDeleted: number; tenantAccountDeleted: boolean; ownerDeleted: boolean };

/**
 * PDPA erasure of a tenant or an owner: a tenant's tenancies (with every request, timeline line, photo, rent charge,
 * payment, payment screenshot and mail, by cascade) and the photos' and screenshots' image files; an owner's record (with their units, statements and mails, by cascade); and the
 * portal account (with its sessions and sign-in links).
 */
@Injectable()
export class TenantDataEraser {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
  ) {}

  async erase(email: string): Promise<TenantErasure> {
    const address = email.toLowerCase();
    const photos = await this.em.find(MaintenancePhotoEntity, { request: { tenancy: { tenantEmail: address } } });
    const screenshots = await this.em.find(PaymentScreenshotEntity, { payment: { tenancy: { tenantEmail: address } } });
    const { tenanciesDeleted, tenantAccounts, owners, ownerAccounts } = await this.em.transactional(async (em) => ({
      tenanciesDeleted: await em.nativeDelete(TenancyEntity, { tenantEmail: address }),
      tenantAccounts: await em.nativeDelete(UserEntity, { email: address, role: 'tenant' }),
      owners: await em.nativeDelete(OwnerEntity, { email: address }),
      ownerAccounts: await em.nativeDelete(UserEntity, { email: address, role: 'owner' }),
    }));
    await this.media.removeItems([...photos, ...screenshots].map((image) => image.media.id));
    return { tenanciesDeleted, tenantAccountDeleted: tenantAccounts > 0, ownerDeleted: owners + ownerAccounts > 0 };
  }
}
