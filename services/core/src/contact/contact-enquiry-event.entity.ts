import { Entity, Enum, Index, ManyToOne, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { ENQUIRY_EVENT_KINDS, type EnquiryEventKind } from '@app/contracts';
import { MAIL_STATUSES, type MailStatus } from '../mail/stored-mail';
import { UserEntity } from '../users/user.entity';
import { ContactEnquiryEntity } from './contact-enquiry.entity';

/**
 * One line of an enquiry's timeline, by whom and when: a status change, an assignment, an internal note, a notification
 * sent again, or a reply e-mailed to the visitor (with its subject and how its e-mail went).
 */
@Entity({ tableName: 'contact_enquiry_events' })
@Index({ properties: ['enquiry', 'createdAt'] })
export class ContactEnquiryEventEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string & Opt;

  @ManyToOne({ entity: () => ContactEnquiryEntity, deleteRule: 'cascade' })
  enquiry: ContactEnquiryEntity;

  @Enum({ items: () => [...ENQUIRY_EVENT_KINDS] })
  kind: EnquiryEventKind;

  /** Who did it; kept as null when their account is deleted. */
  @ManyToOne({ entity: () => UserEntity, nullable: true, deleteRule: 'set null' })
  actor: UserEntity | null;

  /** The new status, the new assignee's name, the note or the reply. */
  @Property({ type: 'text', nullable: true })
  text: string | null;

  /** A reply's subject. */
  @Property({ type: 'string', length: 200, nullable: true })
  subject: string | null = null;

  /** A reply's e-mail: pending until the worker sends it. */
  @Enum({ items: () => [...MAIL_STATUSES], nullable: true })
  mailStatus: MailStatus | null = null;

  @Property({ type: 'text', nullable: true })
  mailError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  mailedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  constructor(fields: { enquiry: ContactEnquiryEntity; kind: EnquiryEventKind; actor: UserEntity | null; text: string | null }) {
    this.enquiry = fields.enquiry;
    this.kind = fields.kind;
    this.actor = fields.actor;
    this.text = fields.text;
  }
}
