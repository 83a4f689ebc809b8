import {
  type EnquiryViewing,
  singaporeIso,
  AWAITING_REPLY_STATUSES,
  type EnquiryDetail,
  type EnquiryEvent,
  type EnquirySummary,
  type MailOutcome,
  type MarketingConsentView,
  type ReplyClockView,
  type StaffMember,
} from '@app/contracts';
import { replyClock } from '@app/content';
import type { ContactEnquiryEntity, ContactEnquiryEventEntity, OutboundMailEntity, UserEntity, ViewingBookingEntity } from '@app/core';

/** The name staff are shown by: their full name, or their username when they gave none. */
export function staffName(user: Pick<UserEntity, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}

export function toStaffMember(user: UserEntity): StaffMember {
  return { id: user.id, name: staffName(user) };
}

/** The reply clock while the enquiry waits for a reply; none once it is replied, closed or spam. */
function replyClockOf(enquiry: ContactEnquiryEntity, now: Date): ReplyClockView | null {
  if (!AWAITING_REPLY_STATUSES.includes(enquiry.status)) return null;
  const clock = replyClock(enquiry.createdAt, now);
  return { ...clock, dueAt: clock.dueAt.toISOString() };
}

export function toEnquirySummary(enquiry: ContactEnquiryEntity, now: Date): EnquirySummary {
  return {
    id: enquiry.id,
    name: enquiry.name,
    email: enquiry.email,
    service: enquiry.service,
    status: enquiry.status,
    receivedAt: enquiry.createdAt.toISOString(),
    assignee: enquiry.assignee ? toStaffMember(enquiry.assignee) : null,
    replyClock: replyClockOf(enquiry, now),
  };
}

/** An enquiry stored without its staff notification (none of the product's ways of storing one does that). */
const NO_NOTIFICATION_STORED = 'No staff notification was stored for this enquiry.';

function toMailOutcome(mail: OutboundMailEntity): MailOutcome {
  return { status: mail.status, error: mail.lastError, sentAt: mail.sentAt?.toISOString() ?? null };
}

function toEnquiryEvent(event: ContactEnquiryEventEntity, mails: OutboundMailEntity[]): EnquiryEvent {
  const mail = event.kind === 'replied' ? mails.find((candidate) => candidate.reply?.id === event.id) : undefined;
  return {
    id: event.id,
    kind: event.kind,
    at: event.createdAt.toISOString(),
    actor: event.actor ? toStaffMember(event.actor) : null,
    text: event.text,
    reply: mail ? { subject: event.subject ?? '', mail: toMailOutcome(mail) } : null,
  };
}

/** `viewings`: those booked from the enquiry's address, with their listings. */
export type DetailContext = { now: Date; replyUnavailableReason: string | null; marketingConsents: MarketingConsentView[]; viewings: ViewingBookingEntity[] };

/** `mails`: the enquiry's staff notification and its replies' e-mails, from the outbox. */
export function toEnquiryDetail(
  enquiry: ContactEnquiryEntity,
  timeline: ContactEnquiryEventEntity[],
  mails: OutboundMailEntity[],
  { now, replyUnavailableReason, marketingConsents, viewings }: DetailContext,
): EnquiryDetail {
  const notification = mails.find((mail) => mail.kind === 'enquiry_notification');
  return {
    ...toEnquirySummary(enquiry, now),
    phone: enquiry.phone,
    message: enquiry.message,
    consentTextVersion: enquiry.consentTextVersion,
    consentedAt: enquiry.consentedAt.toISOString(),
    marketingConsents,
    notification: notification ? toMailOutcome(notification) : { status: 'not_configured', error: NO_NOTIFICATION_STORED, sentAt: null },
    replyUnavailableReason,
    timeline: timeline.map((event) => toEnquiryEvent(event, mails)),
    viewings: viewings.map(toEnquiryViewing),
  };
}

function toEnquiryViewing(booking: ViewingBookingEntity): EnquiryViewing {
  return {
    id: booking.id,
    listing: { title: booking.property.title, reference: booking.property.reference },
    slot: { start: singaporeIso(booking.startsAt), end: singaporeIso(booking.endsAt) },
    status: booking.status,
    noShowAt: booking.noShowAt?.toISOString() ?? null,
    bookedAt: booking.createdAt.toISOString(),
  };
}
