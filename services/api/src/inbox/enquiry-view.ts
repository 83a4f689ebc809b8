import {
  AWAITING_REPLY_STATUSES,
  type EnquiryDetail,
  type EnquiryEvent,
  type EnquirySummary,
  type MailOutcome,
  type ReplyClockView,
  type StaffMember,
} from '@app/contracts';
import { replyClock } from '@app/content';
import type { ContactEnquiryEntity, ContactEnquiryEventEntity, MailStatus, UserEntity } from '@app/core';

export function toStaffMember(user: UserEntity): StaffMember {
  return { id: user.id, name: user.fullName?.trim() || user.username };
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

function toMailOutcome(status: MailStatus, error: string | null, sentAt: Date | null): MailOutcome {
  return { status, error, sentAt: sentAt?.toISOString() ?? null };
}

function toEnquiryEvent(event: ContactEnquiryEventEntity): EnquiryEvent {
  return {
    id: event.id,
    kind: event.kind,
    at: event.createdAt.toISOString(),
    actor: event.actor ? toStaffMember(event.actor) : null,
    text: event.text,
    reply: event.mailStatus ? { subject: event.subject ?? '', mail: toMailOutcome(event.mailStatus, event.mailError, event.mailedAt) } : null,
  };
}

export type DetailContext = { now: Date; replyUnavailableReason: string | null };

export function toEnquiryDetail(enquiry: ContactEnquiryEntity, timeline: ContactEnquiryEventEntity[], { now, replyUnavailableReason }: DetailContext): EnquiryDetail {
  return {
    ...toEnquirySummary(enquiry, now),
    phone: enquiry.phone,
    message: enquiry.message,
    consentTextVersion: enquiry.consentTextVersion,
    consentedAt: enquiry.consentedAt.toISOString(),
    notification: toMailOutcome(enquiry.notificationStatus, enquiry.notificationError, enquiry.notifiedAt),
    replyUnavailableReason,
    timeline: timeline.map(toEnquiryEvent),
  };
}
