import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { MAINTENANCE_PHOTO_STAGES, type MaintenancePhotoStage } from '@app/contracts';
import { MediaEntity } from '../media/media.entity';
import { UserEntity } from '../users/user.entity';
import { MaintenanceRequestEntity } from './maintenance-request.entity';

/**
 * A photo of a request: an image of the media pipeline kept out of the media library (its files are served only to
 * the request's tenant and to staff). Its id is the media item's.
 */
@Entity({ tableName: 'maintenance_photos' })
@Index({ properties: ['request', 'createdAt'] })
export class MaintenancePhotoEntity {
  @ManyToOne({ entity: () => MediaEntity, primary: true, deleteRule: 'cascade' })
  media!: MediaEntity;

  @ManyToOne({ entity: () => MaintenanceRequestEntity, deleteRule: 'cascade' })
  request!: MaintenanceRequestEntity;

  @Enum({ items: () => [...MAINTENANCE_PHOTO_STAGES] })
  stage!: MaintenancePhotoStage;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  addedBy!: UserEntity | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: Pick<MaintenancePhotoEntity, 'media' | 'request' | 'stage' | 'addedBy'>) {
    Object.assign(this, fields);
  }
}
