import { MaintenanceEventEntity, MaintenanceRequestEntity, UserEntity } from '@app/core';
import { testTenancy } from '@app/core/testing';
import {
  composeMaintenanceFollowUpMail,
  composePortalInvitationMail,
  composeMaintenanceStatusMail,
  composePortalSignInMail,
  composeStaffMaintenanceMail,
} from './maintenance-mails';

const tenancy = testTenancy({ address: '12 Marine Parade Road\r\nBcc: victim@example.com' });
const filedAt = new Date('2026-11-27T02:00:00Z');
const request = Object.assign(
  new MaintenanceRequestEntity({
    tenancy,
    category: 'plumbing',
    urgency: 'emergency',
    description: 'Water <b>everywhere</b>.',
    responseDueAt: new Date('2026-11-27T03:00:00Z'),
    createdAt: filedAt,
    portalUrl: 'https://www.harbourline.test/portal',
  }),
  { id: 'a1b2c3d4-0000-4000-8000-000000000001', reference: 'MR-1001' },
);

describe('maintenance mails', () => {
  it('tell staff of an emergency in the subject, with the due time, and keep line breaks out of it', () => {
    const mail = composeStaffMaintenanceMail(request, 'staff@example.sg');
    expect(mail.subject).toBe('EMERGENCY Maintenance request MR-1001: Plumbing at 12 Marine Parade Road Bcc: victim@example.com');
    expect(mail).toMatchObject({ to: 'staff@example.sg', replyTo: 'meiling@example.sg' });
    expect(mail.text).toContain('First response due: 27 Nov 2026, 11:00 am (Singapore time)');
    expect(mail.text).toContain('Water <b>everywhere</b>.');
  });

  it('link staff to the request in the admin panel', () => {
    expect(composeStaffMaintenanceMail(request, 'staff@example.sg').text).toContain(
      'Open it: https://www.harbourline.test/admin/tenancies/maintenance/a1b2c3d4-0000-4000-8000-000000000001',
    );
  });

  it('tell the tenant the new status, who will come and when once known, and link to the request’s own page', () => {
    const assigned = Object.assign(Object.create(request) as MaintenanceRequestEntity, {
      status: 'assigned',
      assignee: new UserEntity({ username: 'ahmad', email: 'ahmad@harbourline.test', role: 'admin', passwordHash: null, fullName: 'Ahmad Rahman' }),
    });
    const event = new MaintenanceEventEntity({ request: assigned, kind: 'status_changed', actor: null, text: 'Assigned' });
    const mail = composeMaintenanceStatusMail(event, 'meiling@example.sg');
    expect(mail.subject).toBe('Your repair request MR-1001 is now: Assigned');
    expect(mail.text).toContain('is now: Assigned.');
    expect(mail.text).toContain('Who will come: Ahmad Rahman of Harbourline\nWhen: we will tell you as soon as the visit is booked.');
    expect(mail.text).toContain('https://www.harbourline.test/portal/requests/a1b2c3d4-0000-4000-8000-000000000001');

    const booked = Object.assign(Object.create(assigned) as MaintenanceRequestEntity, {
      status: 'scheduled',
      contractorName: 'Ah Kow Plumbing',
      contractorPhone: '+65 6123 4567',
      appointmentAt: new Date('2026-11-28T02:00:00Z'),
    });
    const visit = composeMaintenanceStatusMail(
      new MaintenanceEventEntity({ request: booked, kind: 'appointment_changed', actor: null, text: null }),
      'meiling@example.sg',
    );
    expect(visit.subject).toBe('Your repair request MR-1001: who will come and when');
    expect(visit.text).toContain('Who will come: Ah Kow Plumbing (+65 6123 4567)\nWhen: 28 Nov 2026, 10:00 am (Singapore time)');
  });

  it('tell staff of a tenant’s follow-up on a finished request, with what they wrote and the link', () => {
    const done = Object.assign(Object.create(request) as MaintenanceRequestEntity, { status: 'done' });
    const comment = Object.assign(new MaintenanceEventEntity({ request: done, kind: 'comment', actor: null, text: 'Still dripping under the sink.' }), {
      createdAt: new Date('2026-11-29T01:00:00Z'),
    });
    const mail = composeMaintenanceFollowUpMail(comment, 'staff@example.sg');
    expect(mail.subject).toBe('Tenant follow-up on MR-1001 (Done): Plumbing at 12 Marine Parade Road Bcc: victim@example.com');
    expect(mail.text).toContain('Still dripping under the sink.');
    expect(mail.text).toContain('/admin/tenancies/maintenance/a1b2c3d4-0000-4000-8000-000000000001');
  });

  it('give the tenant the link with how long it works', () => {
    const mail = composePortalSignInMail('meiling@example.sg', 'https://www.harbourline.test/portal/sign-in?token=abc', 'tenant');
    expect(mail.subject).toBe('Your sign-in link for the Harbourline tenant portal');
    expect(mail.text).toContain('The link works once, for 15 minutes:\nhttps://www.harbourline.test/portal/sign-in?token=abc');
  });

  it('invite a new tenant by name, naming the unit and the company, saying what the portal is for, with a link valid 7 days', () => {
    const mail = composePortalInvitationMail('meiling@example.sg', 'https://www.harbourline.test/portal/sign-in?token=abc', {
      name: 'Tan Mei Ling',
      role: 'tenant',
      units: ['12 Marine Parade Road #08-12'],
    });
    expect(mail.subject).toBe('Tan Mei Ling, your Harbourline tenant portal is ready');
    expect(mail.text).toContain('Dear Tan Mei Ling,');
    expect(mail.text).toContain('Harbourline Property Management has opened your tenant portal for 12 Marine Parade Road #08-12.');
    expect(mail.text).toContain('where you report repairs');
    expect(mail.text).toContain('It works once, for 7 days:\nhttps://www.harbourline.test/portal/sign-in?token=abc');
    expect(mail.text).toContain('sign in at https://www.harbourline.test/portal with this e-mail address');
  });

  it('tell an owner what their portal holds', () => {
    const mail = composePortalSignInMail('owner@example.sg', 'https://www.harbourline.test/portal/sign-in?token=abc', 'owner');
    expect(mail.subject).toBe('Your sign-in link for the Harbourline owner portal');
    expect(mail.text).toContain('your units, their repairs and your monthly statements');
  });
});
