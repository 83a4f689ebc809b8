import { MaintenanceEventEntity, MaintenanceRequestEntity, TenancyEntity } from '@app/core';
import { composeMaintenanceStatusMail, composePortalSignInMail, composeStaffMaintenanceMail } from './maintenance-mails';

const tenancy = new TenancyEntity({
  listing: null,
  address: '12 Marine Parade Road\r\nBcc: victim@example.com',
  tenantName: 'Tan Mei Ling',
  tenantEmail: 'meiling@example.sg',
  tenantPhone: '+65 9123 4567',
  leaseStart: '2026-01-01',
  leaseEnd: '2027-12-31',
  monthlyRentCents: 320_000,
});
const filedAt = new Date('2026-11-27T02:00:00Z');
const request = Object.assign(
  new MaintenanceRequestEntity({
    tenancy,
    category: 'plumbing',
    urgency: 'emergency',
    description: 'Water <b>everywhere</b>.',
    responseDueAt: new Date('2026-11-27T03:00:00Z'),
    createdAt: filedAt,
  }),
  { reference: 'MR-1001' },
);

describe('maintenance mails', () => {
  it('tell staff of an emergency in the subject, with the due time, and keep line breaks out of it', () => {
    const mail = composeStaffMaintenanceMail(request, 'staff@example.sg');
    expect(mail.subject).toBe('EMERGENCY Maintenance request MR-1001: Plumbing at 12 Marine Parade Road Bcc: victim@example.com');
    expect(mail).toMatchObject({ to: 'staff@example.sg', replyTo: 'meiling@example.sg' });
    expect(mail.text).toContain('First response due: 27 Nov 2026, 11:00 am (Singapore time)');
    expect(mail.text).toContain('Water <b>everywhere</b>.');
  });

  it('tell the tenant the new status', () => {
    const event = new MaintenanceEventEntity({ request, kind: 'status_changed', actor: null, text: 'Assigned' });
    const mail = composeMaintenanceStatusMail(event, 'meiling@example.sg');
    expect(mail.subject).toBe('Your repair request MR-1001 is now: Assigned');
    expect(mail.text).toContain('is now: Assigned.');
  });

  it('give the tenant the link with how long it works', () => {
    const mail = composePortalSignInMail('meiling@example.sg', 'https://www.harbourline.test/portal/sign-in?token=abc', 'tenant');
    expect(mail.subject).toBe('Your sign-in link for the Harbourline tenant portal');
    expect(mail.text).toContain('The link works once, for 15 minutes:\nhttps://www.harbourline.test/portal/sign-in?token=abc');
  });

  it('tell an owner what their portal holds', () => {
    const mail = composePortalSignInMail('owner@example.sg', 'https://www.harbourline.test/portal/sign-in?token=abc', 'owner');
    expect(mail.subject).toBe('Your sign-in link for the Harbourline owner portal');
    expect(mail.text).toContain('your units, their repairs and your monthly statements');
  });
});
