import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MaintenancePhotoEntity, TenancyEntity, UserEntity } from '@app/core';
import { MediaService } from '../media/media.service';

export type TenantErasure = { tenanciesDeleted: number; tenantAccountDeleted: boolean };

/**
 * PDPA erasure of a tenant: their tenancies (with every request, timeline line, photo and mail, by cascade), their
 * portal account (with its sessions and sign-in links), and the photos' image files.
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
    const { tenanciesDeleted, accounts } = await this.em.transactional(async (em) => ({
      tenanciesDeleted: await em.nativeDelete(TenancyEntity, { tenantEmail: address }),
      accounts: await em.nativeDelete(UserEntity, { email: address, role: 'tenant' }),
    }));
    await this.media.removeItems(photos.map((photo) => photo.media.id));
    return { tenanciesDeleted, tenantAccountDeleted: accounts > 0 };
  }
}
