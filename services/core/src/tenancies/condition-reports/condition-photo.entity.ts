import { Entity, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { MediaEntity } from '../../media/media.entity';
import { UserEntity } from '../../users/user.entity';
import { ConditionItemEntity } from './condition-item.entity';

/** A photo of a report's item: an image of the media pipeline kept out of the library (served only to the tenancy's people). */
@Entity({ tableName: 'condition_report_photos' })
@Index({ properties: ['item', 'createdAt'] })
export class ConditionPhotoEntity {
  @ManyToOne({ entity: () => MediaEntity, primary: true, deleteRule: 'cascade' })
  media!: MediaEntity;

  @ManyToOne({ entity: () => ConditionItemEntity, deleteRule: 'cascade' })
  item!: ConditionItemEntity;

  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  addedBy!: UserEntity | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: Pick<ConditionPhotoEntity, 'media' | 'item' | 'addedBy'>) {
    Object.assign(this, fields);
  }
}
