import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MarketingConsents } from '@app/contracts';
import { ContactEnquiryEntity, type ContactEnquiryFields, OutboundMailEntity, recordMarketingConsents } from '@app/core';

@Injectable()
export class ContactEnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the enquiry and, in the same transaction, the marketing consents ticked with it and the mail telling staff
   * about it (to `staffAddress`).
   */
  async create(fields: ContactEnquiryFields, consents: MarketingConsents, staffAddress: string | null): Promise<OutboundMailEntity> {
    const enquiry = new ContactEnquiryEntity(fields);
    // Its id is known before the flush, so the consents can name it in the same one.
    enquiry.id = randomUUID();
    recordMarketingConsents(this.em, {
      ...consents,
      source: 'enquiry',
      sourceId: enquiry.id,
      email: fields.email,
      phone: fields.phone,
      givenAt: fields.consentedAt,
    });
    const notification = new OutboundMailEntity({ kind: 'enquiry_notification', enquiry }, staffAddress);
    await this.em.persistAndFlush([enquiry, notification]);
    return notification;
  }
}
