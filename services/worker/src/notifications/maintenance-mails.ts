import { MAINTENANCE_CATEGORY_LABELS, MAINTENANCE_URGENCY_LABELS, SIGN_IN_LINK_TTL_MINUTES } from '@app/contracts';
import { type MailMessage, type MaintenanceEventEntity, type MaintenanceRequestEntity, singleLine, type TenancyEntity } from '@app/core';

const SINGAPORE_TIME = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Singapore' });

function unitOf(tenancy: TenancyEntity): string {
  return tenancy.listing?.title ?? tenancy.address ?? '';
}

const PORTAL_PURPOSE = {
  tenant: 'where you report repairs and follow them until they are done',
  owner: 'where you see your units, their repairs and your monthly statements',
} as const;

/** A tenant's or owner's single-use link to the portal (valid SIGN_IN_LINK_TTL_MINUTES). */
export function composePortalSignInMail(email: string, link: string, role: keyof typeof PORTAL_PURPOSE): MailMessage {
  return {
    to: email,
    subject: `Your sign-in link for the Harbourline ${role} portal`,
    text: [
      `Use this link to sign in to the Harbourline ${role} portal, ${PORTAL_PURPOSE[role]}.`,
      '',
      `The link works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes:`,
      link,
      '',
      'If you did not ask for it, ignore this e-mail: nobody can sign in without opening the link.',
    ].join('\n'),
  };
}

/** Tells staff about a new request; plain text, so nothing the tenant typed can become markup. */
export function composeStaffMaintenanceMail(request: MaintenanceRequestEntity, staffAddress: string): MailMessage {
  const tenancy = request.tenancy;
  const urgency = MAINTENANCE_URGENCY_LABELS[request.urgency];
  return {
    to: staffAddress,
    replyTo: tenancy.tenantEmail,
    subject: `${request.urgency === 'emergency' ? 'EMERGENCY ' : ''}Maintenance request ${request.reference}: ${MAINTENANCE_CATEGORY_LABELS[request.category]} at ${singleLine(unitOf(tenancy))}`,
    text: [
      `A tenant filed a maintenance request (${urgency}).`,
      '',
      `Unit: ${unitOf(tenancy)}`,
      `Tenant: ${tenancy.tenantName}, ${tenancy.tenantPhone}, ${tenancy.tenantEmail}`,
      `Category: ${MAINTENANCE_CATEGORY_LABELS[request.category]}`,
      `Filed: ${SINGAPORE_TIME.format(request.createdAt)} (Singapore time)`,
      `First response due: ${SINGAPORE_TIME.format(request.responseDueAt)} (Singapore time)`,
      '',
      'Description:',
      request.description,
      '',
      'Open the maintenance board in the admin panel to assign it.',
    ].join('\n'),
  };
}

/** Tells the tenant their request's status changed. */
export function composeMaintenanceStatusMail(event: MaintenanceEventEntity, to: string): MailMessage {
  const request = event.request;
  return {
    to,
    subject: `Your repair request ${request.reference} is now: ${singleLine(event.text ?? '')}`,
    text: [
      `Your request about ${MAINTENANCE_CATEGORY_LABELS[request.category].toLowerCase()} at ${unitOf(request.tenancy)} is now: ${event.text ?? ''}.`,
      ...(request.appointmentAt ? ['', `Appointment: ${SINGAPORE_TIME.format(request.appointmentAt)} (Singapore time)`] : []),
      '',
      'Sign in to the tenant portal to see its timeline, add a comment or a photo.',
    ].join('\n'),
  };
}
