import { Entity, ManyToOne, OneToOne, Opt, Property } from '@mikro-orm/core';
import { MediaEntity } from '../media/media.entity';
import { RentPaymentEntity } from './rent-payment.entity';

/**
 * The screenshot a tenant sent with "I've paid": an image of the media pipeline kept out of the media library (its
 * files go only to the payment's tenant and to admins). One per payment; its id is the media item's.
 */
@Entity({ tableName: 'payment_screenshots' })
export class PaymentScreenshotEntity {
  @ManyToOne({ entity: () => MediaEntity, primary: true, deleteRule: 'cascade' })
  media!: MediaEntity;

  @OneToOne({ entity: () => RentPaymentEntity, owner: true, deleteRule: 'cascade', unique: true })
  payment!: RentPaymentEntity;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: Pick<PaymentScreenshotEntity, 'media' | 'payment'>) {
    Object.assign(this, fields);
  }
}
