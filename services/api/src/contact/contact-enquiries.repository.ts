import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContactEnquiryEntity, type ContactEnquiryFields, OutboundMailEntity } from '@app/core';

@Injectable()
export class ContactEnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Stores the enquiry and, in the same transaction, the mail telling staff about it (to `staffAddress`). */
  async create(fields: ContactEnquiryFields, staffAddress: string | null): Promise<OutboundMailEntity> {
    const enquiry = new ContactEnquiryEntity(fields);
    const notification = new OutboundMailEntity({ kind: 'enquiry_notification', enquiry }, staffAddress);
    await this.em.persistAndFlush([enquiry, notification]);
    return notification;
  }
}
