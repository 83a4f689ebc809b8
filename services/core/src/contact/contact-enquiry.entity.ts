import { Entity, Enum, Index, ManyToOne, Opt, Property } from '@mikro-orm/core';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@app/contracts';
import { UserEntity } from '../users/user.entity';
import { DomainRecord } from '../common/domain-record';
import { trigramIndex } from '../common/trigram-index';

export type ContactEnquiryFields = {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  consentTextVersion: string;
  consentedAt: Date;
  clientAddress: string;
  userAgent: string | null;
  propertyReference?: string | null;
};

/**
 * The text the inbox search looks in (name, e-mail, phone and message, one per line), as SQL on the columns of the
 * table aliased `alias` (none in the index): the search writes the same expression, so that the trigram index answers.
 */
export function enquirySearchText(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('name')} || E'\\n' || ${column('email')} || E'\\n' || ${column('phone')} || E'\\n' || ${column('message')}`;
}

/** A visitor's message from the contact form, with the record of their consent (PDPA). */
@Entity({ tableName: 'contact_enquiries' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['status', 'createdAt', 'id'] })
@Index(trigramIndex('contact_enquiries', 'contact_enquiries_search_index', enquirySearchText()))
export class ContactEnquiryEntity extends DomainRecord {
  @Property({ type: 'string', length: 120 })
  name: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40 })
  phone: string;

  @Property({ type: 'string', length: 40 })
  service: string;

  @Property({ type: 'text' })
  message: string;

  /** The CONSENT_TEXT_VERSION of the wording the visitor agreed to. */
  @Property({ type: 'string', length: 40 })
  consentTextVersion: string;

  @Property({ type: 'datetime' })
  consentedAt: Date;

  @Property({ type: 'string', length: 64 })
  clientAddress: string;

  @Property({ type: 'string', length: 500, nullable: true })
  userAgent: string | null;

  /** The listing the enquiry is about (its reference, e.g. HL-1001), when sent from a listing's page. */
  @Property({ type: 'string', length: 20, nullable: true })
  propertyReference: string | null;

  /** Where the enquiry stands in the staff inbox. */
  @Enum({ items: () => [...ENQUIRY_STATUSES], default: 'new' })
  status: EnquiryStatus & Opt = 'new';

  /** The staff member handling it; an account that is deleted leaves it unassigned. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  assignee: UserEntity | null = null;

  constructor(fields: ContactEnquiryFields) {
    super();
    this.name = fields.name;
    this.email = fields.email;
    this.phone = fields.phone;
    this.service = fields.service;
    this.message = fields.message;
    this.consentTextVersion = fields.consentTextVersion;
    this.consentedAt = fields.consentedAt;
    this.clientAddress = fields.clientAddress;
    this.userAgent = fields.userAgent;
    this.propertyReference = fields.propertyReference ?? null;
  }
}
