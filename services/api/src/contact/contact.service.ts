import { Injectable, Logger } from '@nestjs/common';
import { CONSENT_TEXT_VERSION, CONTACT_RECEIVED_MESSAGE, type ContactEnquiry, type ContactResult } from '@app/contracts';
import { describeError, JobQueues, NOTIFY_STAFF_OF_ENQUIRY_JOB } from '@app/core';
import { ContactEnquiriesRepository } from './contact-enquiries.repository';

/** Where an enquiry came from, kept with it as part of the consent record. */
export type EnquiryOrigin = { clientAddress: string; userAgent: string | null };

const RECEIVED: ContactResult = { success: true, message: CONTACT_RECEIVED_MESSAGE };

/** Stores a visitor's enquiry with their consent, then has the worker tell staff. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    private readonly enquiries: ContactEnquiriesRepository,
    private readonly queues: JobQueues,
  ) {}

  async submit(input: ContactEnquiry, origin: EnquiryOrigin): Promise<ContactResult> {
    // A filled honeypot means a bot: it gets the same answer, and nothing is stored or sent.
    if (input.website.trim() !== '') return RECEIVED;
    const enquiry = await this.enquiries.create({
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
    });
    try {
      await this.queues.add(NOTIFY_STAFF_OF_ENQUIRY_JOB, { enquiryId: enquiry.id });
    } catch (error) {
      // The enquiry is stored with its notification pending: the worker's reconciler queues it once Redis is back.
      this.logger.warn(`Staff notification of enquiry ${enquiry.id} left pending: ${describeError(error)}`);
    }
    return RECEIVED;
  }
}
