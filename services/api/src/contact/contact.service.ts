import { Inject, Injectable } from '@nestjs/common';
import { CONSENT_TEXT_VERSION, CONTACT_RECEIVED_MESSAGE, type ContactEnquiry, type ContactResult } from '@app/contracts';
import { MailOutbox } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ContactEnquiriesRepository } from './contact-enquiries.repository';

/** Where an enquiry came from, kept with it as part of the consent record. */
export type EnquiryOrigin = { clientAddress: string; userAgent: string | null };

const RECEIVED: ContactResult = { success: true, message: CONTACT_RECEIVED_MESSAGE };

/** Stores a visitor's enquiry with their consent and the mail telling staff (STAFF_NOTIFY_EMAIL), then has the worker send it. */
@Injectable()
export class ContactService {
  constructor(
    private readonly enquiries: ContactEnquiriesRepository,
    private readonly outbox: MailOutbox,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async submit(input: ContactEnquiry, origin: EnquiryOrigin): Promise<ContactResult> {
    // A filled honeypot means a bot: it gets the same answer, and nothing is stored or sent.
    if (input.website.trim() !== '') return RECEIVED;
    const notification = await this.enquiries.create(
      {
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        consentTextVersion: CONSENT_TEXT_VERSION,
        consentedAt: new Date(),
        clientAddress: origin.clientAddress,
        userAgent: origin.userAgent,
        propertyReference: input.propertyReference ?? null,
      },
      input,
      this.config.STAFF_NOTIFY_EMAIL ?? null,
    );
    await this.outbox.queue(notification);
    return RECEIVED;
  }
}
