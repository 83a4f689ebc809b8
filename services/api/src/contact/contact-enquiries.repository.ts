import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContactEnquiryEntity, type ContactEnquiryFields } from '@app/core';

@Injectable()
export class ContactEnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  async create(fields: ContactEnquiryFields): Promise<ContactEnquiryEntity> {
    const enquiry = new ContactEnquiryEntity(fields);
    await this.em.persistAndFlush(enquiry);
    return enquiry;
  }
}
