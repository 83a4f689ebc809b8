import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { ENQUIRY_EVENT_KINDS, type EnquiryEventKind } from '@app/contracts';
import { UserEntity } from '../users/user.entity';
import { ContactEnquiryEntity } from './contact-enquiry.entity';
import { DomainRecord } from '../common/domain-record';

/**
 * One line of an enquiry's timeline, by whom and when: a status change, an assignment, an internal note, a notification
 * sent again, or a reply e-mailed to the visitor (with its subject; its e-mail is a mail of the outbox).
 */
@Entity({ tableName: 'contact_enquiry_events' })
@Index({ properties: ['enquiry', 'createdAt'] })
export class ContactEnquiryEventEntity extends DomainRecord {
  @ManyToOne({ entity: () => ContactEnquiryEntity, deleteRule: 'cascade' })
  enquiry!: ContactEnquiryEntity;

  @Enum({ items: () => [...ENQUIRY_EVENT_KINDS] })
  kind!: EnquiryEventKind;

  /** Who did it; kept as null when their account is deleted. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  actor!: UserEntity | null;

  /** The new status, the new assignee's name, the note or the reply. */
  @Property({ type: 'text', nullable: true })
  text!: string | null;

  /** A reply's subject. */
  @Property({ type: 'string', length: 200, nullable: true })
  subject: string | null = null;

  constructor(fields: Pick<ContactEnquiryEventEntity, 'enquiry' | 'kind' | 'actor' | 'text'>) {
    super();
    Object.assign(this, fields);
  }
}
