import { Entity, Enum, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from '@app/contracts';
import { ContactEnquiryEntity } from '../contact/contact-enquiry.entity';
import { ContactEnquiryEventEntity } from '../contact/contact-enquiry-event.entity';
import { CampaignEntity } from '../newsletter/campaign.entity';
import { NewsletterSubscriberEntity } from '../newsletter/newsletter-subscriber.entity';
import { PasswordResetEntity } from '../users/password-reset.entity';
import { ViewingBookingEntity } from '../viewings/viewing-booking.entity';
import { MaintenanceEventEntity } from '../tenancies/maintenance-event.entity';
import { MaintenanceRequestEntity } from '../tenancies/maintenance-request.entity';
import { LeaseReminderEntity } from '../owners/lease-reminder.entity';
import { OwnerStatementEntity } from '../owners/owner-statement.entity';
import { RentPaymentEntity } from '../rent/rent-payment.entity';
import { RentReminderEntity } from '../rent/rent-reminder.entity';
import { StampingReminderEntity } from '../tenancies/stamping/stamping-reminder.entity';
import { RenewalOfferEntity } from '../tenancies/renewals/renewal-offer.entity';
import { ConditionReportEntity } from '../tenancies/condition-reports/condition-report.entity';
import { DepositEntity } from '../tenancies/deposits/deposit.entity';
import { DepositRefundReminderEntity } from '../tenancies/deposits/deposit-refund-reminder.entity';
import { DomainRecord } from '../common/domain-record';

/** What a mail is about: exactly one row, by its kind (deleting that row, e.g. a PDPA erasure, deletes the mail). */
export type MailSubject =
  | { kind: 'enquiry_notification'; enquiry: ContactEnquiryEntity }
  | { kind: 'enquiry_reply'; reply: ContactEnquiryEventEntity }
  | { kind: 'password_reset' | 'portal_sign_in'; passwordReset: PasswordResetEntity }
  | { kind: 'maintenance_notification'; maintenanceRequest: MaintenanceRequestEntity }
  | { kind: 'maintenance_status' | 'maintenance_follow_up'; maintenanceEvent: MaintenanceEventEntity }
  | { kind: 'owner_statement'; ownerStatement: OwnerStatementEntity }
  | { kind: 'lease_reminder'; leaseReminder: LeaseReminderEntity }
  | { kind: 'rent_receipt'; rentPayment: RentPaymentEntity }
  | { kind: 'rent_reminder'; rentReminder: RentReminderEntity }
  | { kind: 'stamping_reminder'; stampingReminder: StampingReminderEntity }
  | { kind: 'renewal_offer' | 'renewal_answer'; renewalOffer: RenewalOfferEntity }
  | { kind: 'condition_report_shared'; conditionReport: ConditionReportEntity }
  | { kind: 'deposit_disposition'; deposit: DepositEntity }
  | { kind: 'deposit_refund_reminder'; depositRefundReminder: DepositRefundReminderEntity }
  | { kind: 'newsletter_confirmation' | 'newsletter_welcome'; subscriber: NewsletterSubscriberEntity }
  | { kind: 'campaign_test'; campaign: CampaignEntity }
  | { kind: 'campaign'; campaign: CampaignEntity; subscriber: NewsletterSubscriberEntity }
  | { kind: ViewingMailKind | ViewingStaffMailKind; viewingBooking: ViewingBookingEntity };

/** The relations a subject names: each is a column of the mail, so a new subject needs no line in the constructor. */
type MailSubjectRelation = Exclude<MailSubject extends infer Subject ? (Subject extends unknown ? keyof Subject : never) : never, 'kind'>;

/** The visitor's mails of a viewing booking: its confirmation, its reminders and its cancellation, each at most one row per booking. */
export type ViewingMailKind = 'viewing_confirmation' | 'viewing_reminder_24h' | 'viewing_reminder_2h' | 'viewing_cancellation';

/** Staff's mails of a viewing booking (to the listing's agent, else STAFF_NOTIFY_EMAIL): it was booked (or moved to), it was cancelled. */
export type ViewingStaffMailKind = 'viewing_staff_notice' | 'viewing_staff_cancellation';

/**
 * One mail of the outbox: every mail the product sends is a row, written in the same transaction as the change that
 * causes it and sent by the mail.send job (whose id is derived from the row, so queueing it again never sends twice).
 * The worker composes the message from what the mail is about when it sends it.
 */
@Entity({ tableName: 'outbound_mails' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['campaign', 'status'] })
@Unique({ properties: ['campaign', 'subscriber'] })
@Unique({ properties: ['viewingBooking', 'kind'] })
export class OutboundMailEntity extends DomainRecord {
  @Enum({ items: () => [...MAIL_KINDS] })
  kind: MailKind;

  /** The address it goes to; null for a staff notification written while no staff address was configured. */
  @Property({ type: 'string', length: 254, nullable: true })
  recipient: string | null;

  /** The enquiry a staff notification is about. */
  @ManyToOne({ entity: () => ContactEnquiryEntity, nullable: true, deleteRule: 'cascade', index: true })
  enquiry: ContactEnquiryEntity | null = null;

  /** The reply (a timeline line of an enquiry) e-mailed to the visitor. */
  @ManyToOne({ entity: () => ContactEnquiryEventEntity, nullable: true, deleteRule: 'cascade', index: true })
  reply: ContactEnquiryEventEntity | null = null;

  /** The forgotten-password request whose link is mailed. */
  @ManyToOne({ entity: () => PasswordResetEntity, nullable: true, deleteRule: 'cascade', index: true })
  passwordReset: PasswordResetEntity | null = null;

  /** The maintenance request a staff notification is about. */
  @ManyToOne({ entity: () => MaintenanceRequestEntity, nullable: true, deleteRule: 'cascade', index: true })
  maintenanceRequest: MaintenanceRequestEntity | null = null;

  /** The status change (a timeline line of a request) e-mailed to its tenant. */
  @ManyToOne({ entity: () => MaintenanceEventEntity, nullable: true, deleteRule: 'cascade', index: true })
  maintenanceEvent: MaintenanceEventEntity | null = null;

  /** The monthly statement mailed to its owner (one mail per statement: unique). */
  @ManyToOne({ entity: () => OwnerStatementEntity, nullable: true, deleteRule: 'cascade', unique: true })
  ownerStatement: OwnerStatementEntity | null = null;

  /** The lease reminder mailed to staff (one mail per reminder: unique). */
  @ManyToOne({ entity: () => LeaseReminderEntity, nullable: true, deleteRule: 'cascade', unique: true })
  leaseReminder: LeaseReminderEntity | null = null;

  /** The payment a receipt is for (one receipt per payment: unique). */
  @ManyToOne({ entity: () => RentPaymentEntity, nullable: true, deleteRule: 'cascade', unique: true })
  rentPayment: RentPaymentEntity | null = null;

  /** The rent reminder mailed to the tenant (one mail per charge and step: unique). */
  @ManyToOne({ entity: () => RentReminderEntity, nullable: true, deleteRule: 'cascade', unique: true })
  rentReminder: RentReminderEntity | null = null;

  /** The stamping reminder mailed to staff (one mail per reminder: unique). */
  @ManyToOne({ entity: () => StampingReminderEntity, nullable: true, deleteRule: 'cascade', unique: true })
  stampingReminder: StampingReminderEntity | null = null;

  /** The renewal offer mailed to the tenant, or whose answer is mailed to staff. */
  @ManyToOne({ entity: () => RenewalOfferEntity, nullable: true, deleteRule: 'cascade', index: true })
  renewalOffer: RenewalOfferEntity | null = null;
  /** The condition report shared with its tenant. */
  @ManyToOne({ entity: () => ConditionReportEntity, nullable: true, deleteRule: 'cascade', index: true })
  conditionReport: ConditionReportEntity | null = null;

  /** The deposit whose disposition letter is mailed to the tenant (one letter per deposit: unique). */
  @ManyToOne({ entity: () => DepositEntity, nullable: true, deleteRule: 'cascade', unique: true })
  deposit: DepositEntity | null = null;

  /** The refund-deadline reminder mailed to staff (one mail per reminder: unique). */
  @ManyToOne({ entity: () => DepositRefundReminderEntity, nullable: true, deleteRule: 'cascade', unique: true })
  depositRefundReminder: DepositRefundReminderEntity | null = null;

  /** The subscriber a newsletter or campaign mail goes to (one campaign mail per subscriber: unique with the campaign). */
  @ManyToOne({ entity: () => NewsletterSubscriberEntity, nullable: true, deleteRule: 'cascade', index: true })
  subscriber: NewsletterSubscriberEntity | null = null;

  /** The campaign a campaign mail, or a test e-mail, shows. */
  @ManyToOne({ entity: () => CampaignEntity, nullable: true, deleteRule: 'cascade', index: true })
  campaign: CampaignEntity | null = null;

  /** The booked viewing a confirmation or reminder is about (one row per booking and kind: unique). */
  @ManyToOne({ entity: () => ViewingBookingEntity, nullable: true, deleteRule: 'cascade' })
  viewingBooking: ViewingBookingEntity | null = null;

  /** Not to be sent before this moment (a reminder); null: at once. Its job is delayed until then. */
  @Property({ type: 'datetime', nullable: true })
  sendAfter: Date | null = null;

  @Enum({ items: () => [...MAIL_STATUSES], default: 'pending' })
  status: MailStatus & Opt = 'pending';

  /** Sends tried so far. */
  @Property({ type: 'int', default: 0 })
  attempts: number & Opt = 0;

  /** Why the last attempt did not send, or why the mail was not sent at all, in words for staff. */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /** When a worker claimed it for its SMTP exchange (status sending). */
  @Property({ type: 'datetime', nullable: true })
  claimedAt: Date | null = null;

  /** The Message-ID the mail went out with. */
  @Property({ type: 'text', nullable: true })
  messageId: string | null = null;

  constructor(subject: MailSubject, recipient: string | null) {
    super();
    const { kind, ...about } = subject;
    this.kind = kind;
    this.recipient = recipient;
    Object.assign<OutboundMailEntity, Partial<Pick<OutboundMailEntity, MailSubjectRelation>>>(this, about);
  }
}
