import {
  INVITATION_LINK_TTL_DAYS,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceStatus,
  SIGN_IN_LINK_TTL_MINUTES,
} from '@app/contracts';
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

/** The request's page in the portal, when the request knows the portal's address (requests filed before it did not). */
function portalPageOf(request: MaintenanceRequestEntity): string | null {
  return request.portalUrl ? `${request.portalUrl}/requests/${request.id}` : null;
}

/** The request's page in the admin panel, on the site the request was filed on. */
function staffPageOf(request: MaintenanceRequestEntity): string[] {
  return request.portalUrl ? ['', `Open it: ${new URL(`/admin/tenancies/maintenance/${request.id}`, request.portalUrl).toString()}`] : [];
}

const COMPANY = 'Harbourline Property Management';

/** Who a portal invitation is for: their name, their kind of account, and the units it is for. */
export type PortalInvitee = { name: string; role: keyof typeof PORTAL_PURPOSE; units: string[] };

/**
 * Staff's invitation of a new tenant or owner: names them, their units and the company, says what the portal is for,
 * and gives the link (once, valid INVITATION_LINK_TTL_DAYS); later, they ask for a sign-in link on the portal's page.
 */
export function composePortalInvitationMail(email: string, link: string, invitee: PortalInvitee): MailMessage {
  const portal = new URL('/portal', link).toString();
  const units = invitee.units.length ? ` for ${invitee.units.join(', ')}` : '';
  return {
    to: email,
    subject: `${singleLine(invitee.name)}, your Harbourline ${invitee.role} portal is ready`,
    text: [
      `Dear ${invitee.name},`,
      '',
      `${COMPANY} has opened your ${invitee.role} portal${units}.`,
      `The portal is ${PORTAL_PURPOSE[invitee.role]}.`,
      '',
      `Open it with this sign-in link. It works once, for ${INVITATION_LINK_TTL_DAYS} days:`,
      link,
      '',
      `Afterwards, sign in at ${portal} with this e-mail address: we e-mail you a link each time, there is no password.`,
      '',
      'If you were not expecting this, ignore this e-mail or reply to let us know.',
      '',
      COMPANY,
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
      ...staffPageOf(request),
    ].join('\n'),
  };
}

/** Tells staff the tenant commented on a request that was done or closed: it is back on the board's default view. */
export function composeMaintenanceFollowUpMail(comment: MaintenanceEventEntity, staffAddress: string): MailMessage {
  const request = comment.request;
  const tenancy = request.tenancy;
  const status = MAINTENANCE_STATUS_LABELS[request.status as MaintenanceStatus];
  return {
    to: staffAddress,
    replyTo: tenancy.tenantEmail,
    subject: `Tenant follow-up on ${request.reference} (${status}): ${MAINTENANCE_CATEGORY_LABELS[request.category]} at ${singleLine(unitOf(tenancy))}`,
    text: [
      `${tenancy.tenantName} commented on a request that is ${status.toLowerCase()}:`,
      '',
      comment.text ?? '',
      '',
      `Unit: ${unitOf(tenancy)}`,
      `Tenant: ${tenancy.tenantName}, ${tenancy.tenantPhone}, ${tenancy.tenantEmail}`,
      `Commented: ${SINGAPORE_TIME.format(comment.createdAt)} (Singapore time)`,
      '',
      'Reply to the tenant or reopen the request from its page in the admin panel.',
      ...staffPageOf(request),
    ].join('\n'),
  };
}

/** Who will come: the contractor, else the staff member assigned; null while nobody is. */
function visitorOf(request: MaintenanceRequestEntity): string | null {
  if (request.contractorName) return request.contractorPhone ? `${request.contractorName} (${request.contractorPhone})` : request.contractorName;
  return request.assignee ? `${request.assignee.fullName || request.assignee.username} of Harbourline` : null;
}

/**
 * Tells the tenant their request's status changed, or who will come and when once that is known, with the link to the
 * request's own page in the portal.
 */
export function composeMaintenanceStatusMail(event: MaintenanceEventEntity, to: string): MailMessage {
  const request = event.request;
  const status = MAINTENANCE_STATUS_LABELS[request.status as MaintenanceStatus];
  const visitor = visitorOf(request);
  const page = portalPageOf(request);
  return {
    to,
    subject:
      event.kind === 'status_changed'
        ? `Your repair request ${request.reference} is now: ${singleLine(event.text ?? status)}`
        : `Your repair request ${request.reference}: who will come and when`,
    text: [
      `Your request about ${MAINTENANCE_CATEGORY_LABELS[request.category].toLowerCase()} at ${unitOf(request.tenancy)} is now: ${status}.`,
      ...(visitor ? ['', `Who will come: ${visitor}`] : []),
      ...(request.appointmentAt
        ? [`When: ${SINGAPORE_TIME.format(request.appointmentAt)} (Singapore time)`]
        : visitor
          ? ['When: we will tell you as soon as the visit is booked.']
          : []),
      '',
      page ? `See its timeline, add a comment or a photo: ${page}` : 'Sign in to the tenant portal to see its timeline, add a comment or a photo.',
    ].join('\n'),
  };
}
