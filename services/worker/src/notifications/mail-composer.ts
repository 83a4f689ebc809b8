import { Injectable } from '@nestjs/common';
import { NEWSLETTER_CONFIRMATION_DAYS, type MailStatus } from '@app/contracts';
import { composeCampaignMail, type MailMessage, newResetToken, oneClickUnsubscribeUrl, type OutboundMailEntity, resetLink } from '@app/core';
import { PermanentJobFailure } from '../jobs/permanent-job-failure';
import { composeEnquiryReplyMail } from './enquiry-reply-mail';
import { composeNewsletterConfirmationMail, composeNewsletterWelcomeMail } from './newsletter-welcome-mail';
import { OutboundMailsRepository } from './outbound-mails.repository';
import { composePasswordResetMail } from './password-reset-mail';
import { composeStaffEnquiryMail } from './staff-enquiry-mail';
import { composeViewingMail } from './viewing-mail';
import {
  composeMaintenanceFollowUpMail,
  composeMaintenanceStatusMail,
  composePortalInvitationMail,
  composePortalSignInMail,
  composeStaffMaintenanceMail,
} from './maintenance-mails';
import { composeViewingStaffMail } from './viewing-staff-mail';
import { composeLeaseReminderMail, composeOwnerStatementMail } from './owner-mails';
import { composeRentReceiptMail, composeRentReminderMail } from './rent-mails';
import { composeRenewalAnswerMail, composeRenewalOfferMail, composeStampingReminderMail } from './lease-mails';
import { composeConditionReportSharedMail, composeDepositDispositionMail, composeDepositRefundReminderMail } from './condition-report-mails';

export const NO_STAFF_ADDRESS = 'No staff address is configured (set STAFF_NOTIFY_EMAIL)';
export const RESET_EXPIRED_UNSENT = 'The link expired before it could be sent; its staff member or tenant can ask for another.';
export const UNSUBSCRIBED_UNSENT = 'The address unsubscribed before this e-mail could be sent.';
export const CAMPAIGN_DRAFT_DELETED = "The campaign's draft was deleted before this e-mail could be sent.";
export const RENT_PAID_UNSENT = 'The charge was paid before this reminder could be sent.';
export const DEPOSIT_REFUNDED_UNSENT = 'The deposit was refunded before this reminder could be sent.';
export const VIEWING_CANCELLED_UNSENT = 'The viewing was cancelled or rescheduled before this e-mail could be sent.';
export const RENEWAL_WITHDRAWN_UNSENT = 'The renewal offer was withdrawn or answered before this e-mail could be sent.';

/** A mail that is not to go after all: its end (status and reason for staff) and the job's result. */
export type Unsent = { status: Extract<MailStatus, 'not_configured' | 'failed' | 'cancelled'>; reason: string; result: string };

/** A staff mail with no staff address to go to. */
const NO_STAFF_RECIPIENT: { unsent: Unsent } = { unsent: { status: 'not_configured', reason: NO_STAFF_ADDRESS, result: 'not configured' } };

/**
 * Composes a mail of the outbox from what it is about, as that stands when it is sent, or says why it is not to go.
 * A password reset's token is made here and its hash stored before the mail goes: each attempt makes a new one, so
 * only the link of the last mail sent works.
 */
@Injectable()
export class MailComposer {
  constructor(private readonly mails: OutboundMailsRepository) {}

  async compose(mail: OutboundMailEntity): Promise<{ message: MailMessage } | { unsent: Unsent }> {
    switch (mail.kind) {
      case 'enquiry_notification':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeStaffEnquiryMail(subjectOf(mail, mail.enquiry), mail.recipient) };
      case 'enquiry_reply':
        return { message: composeEnquiryReplyMail(subjectOf(mail, mail.reply), recipientOf(mail)) };
      case 'password_reset':
      case 'portal_sign_in': {
        const reset = subjectOf(mail, mail.passwordReset);
        if (reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return { unsent: { status: 'failed', reason: RESET_EXPIRED_UNSENT, result: 'expired' } };
        const { token, tokenHash } = newResetToken();
        await this.mails.storePasswordResetToken(reset, tokenHash);
        const link = resetLink(reset.pageUrl, token);
        if (mail.kind === 'password_reset') return { message: composePasswordResetMail(recipientOf(mail), link) };
        const user = reset.user.getEntity();
        const role = user.role === 'owner' ? ('owner' as const) : ('tenant' as const);
        if (reset.purpose !== 'invitation') return { message: composePortalSignInMail(recipientOf(mail), link, role) };
        const invitee = { name: user.fullName || user.email, role, units: await this.mails.portalUnitsOf(user.id) };
        return { message: composePortalInvitationMail(recipientOf(mail), link, invitee) };
      }
      case 'maintenance_notification':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeStaffMaintenanceMail(subjectOf(mail, mail.maintenanceRequest), mail.recipient) };
      case 'maintenance_status':
        return { message: composeMaintenanceStatusMail(subjectOf(mail, mail.maintenanceEvent), recipientOf(mail)) };
      case 'maintenance_follow_up':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeMaintenanceFollowUpMail(subjectOf(mail, mail.maintenanceEvent), mail.recipient) };
      case 'owner_statement':
        return { message: composeOwnerStatementMail(subjectOf(mail, mail.ownerStatement), recipientOf(mail)) };
      case 'lease_reminder':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeLeaseReminderMail(subjectOf(mail, mail.leaseReminder), mail.recipient) };
      case 'rent_receipt': {
        const payment = subjectOf(mail, mail.rentPayment);
        return { message: composeRentReceiptMail(payment, await this.mails.receiptFacts(payment), recipientOf(mail)) };
      }
      case 'rent_reminder': {
        const reminder = subjectOf(mail, mail.rentReminder);
        if (reminder.charge.openCents === 0) return { unsent: { status: 'cancelled', reason: RENT_PAID_UNSENT, result: 'charge paid' } };
        return { message: composeRentReminderMail(reminder, recipientOf(mail)) };
      }
      case 'newsletter_confirmation':
      case 'newsletter_welcome': {
        const subscriber = subjectOf(mail, mail.subscriber);
        if (subscriber.unsubscribedAt) return { unsent: { status: 'failed', reason: UNSUBSCRIBED_UNSENT, result: 'no longer subscribed' } };
        const unsubscribeUrl = subjectOf(mail, subscriber.unsubscribeUrl);
        if (mail.kind === 'newsletter_welcome') return { message: composeNewsletterWelcomeMail(recipientOf(mail), unsubscribeUrl) };
        const confirmUrl = subjectOf(mail, subscriber.confirmUrl);
        return { message: composeNewsletterConfirmationMail(recipientOf(mail), confirmUrl, unsubscribeUrl, NEWSLETTER_CONFIRMATION_DAYS) };
      }
      case 'campaign_test':
      case 'campaign': {
        const campaign = subjectOf(mail, mail.campaign);
        if (!campaign.draft) return { unsent: { status: 'failed', reason: CAMPAIGN_DRAFT_DELETED, result: 'draft deleted' } };
        const content = await this.mails.campaignContent(campaign, campaign.draft);
        if (mail.kind === 'campaign_test') return { message: composeCampaignMail(content, recipientOf(mail), null) };
        const pageUrl = subjectOf(mail, subjectOf(mail, mail.subscriber).unsubscribeUrl);
        return { message: composeCampaignMail(content, recipientOf(mail), { pageUrl, oneClickUrl: oneClickUnsubscribeUrl(pageUrl) }) };
      }
      case 'viewing_confirmation':
      case 'viewing_reminder_24h':
      case 'viewing_reminder_2h': {
        const booking = subjectOf(mail, mail.viewingBooking);
        if (booking.status !== 'booked') return { unsent: { status: 'cancelled', reason: VIEWING_CANCELLED_UNSENT, result: 'viewing cancelled' } };
        return { message: composeViewingMail(mail.kind, booking, recipientOf(mail), new Date()) };
      }
      case 'viewing_cancellation':
        return { message: composeViewingMail(mail.kind, subjectOf(mail, mail.viewingBooking), recipientOf(mail), new Date()) };
      case 'viewing_staff_notice':
      case 'viewing_staff_cancellation':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeViewingStaffMail(mail.kind, subjectOf(mail, mail.viewingBooking), mail.recipient) };
      case 'stamping_reminder':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeStampingReminderMail(subjectOf(mail, mail.stampingReminder), mail.recipient) };
      case 'renewal_offer': {
        const offer = subjectOf(mail, mail.renewalOffer);
        if (offer.status !== 'offered') return { unsent: { status: 'cancelled', reason: RENEWAL_WITHDRAWN_UNSENT, result: `offer ${offer.status}` } };
        return { message: composeRenewalOfferMail(offer, recipientOf(mail)) };
      }
      case 'renewal_answer':
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        return { message: composeRenewalAnswerMail(subjectOf(mail, mail.renewalOffer), mail.recipient) };
      case 'condition_report_shared':
        return { message: composeConditionReportSharedMail(subjectOf(mail, mail.conditionReport), recipientOf(mail)) };
      case 'deposit_disposition': {
        const deposit = subjectOf(mail, mail.deposit);
        return { message: composeDepositDispositionMail(deposit, await this.mails.depositDeductions(deposit), recipientOf(mail)) };
      }
      case 'deposit_refund_reminder': {
        if (!mail.recipient) return NO_STAFF_RECIPIENT;
        const reminder = subjectOf(mail, mail.depositRefundReminder);
        if (reminder.deposit.refundedOn) return { unsent: { status: 'cancelled', reason: DEPOSIT_REFUNDED_UNSENT, result: 'deposit refunded' } };
        return { message: composeDepositRefundReminderMail(reminder, mail.recipient) };
      }
    }
  }
}

/** What the mail's kind needs of what it is about; the outbox's writers always store it, so no retry can supply it. */
function subjectOf<T>(mail: OutboundMailEntity, value: T | null): T {
  if (value === null) throw new PermanentJobFailure(`The ${mail.kind} mail ${mail.id} lacks what it needs to be composed`);
  return value;
}

function recipientOf(mail: OutboundMailEntity): string {
  return subjectOf(mail, mail.recipient);
}
