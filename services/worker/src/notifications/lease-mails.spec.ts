import { RenewalOfferEntity, StampingReminderEntity } from '@app/core';
import { testTenancy } from '@app/core/testing';
import { composeRenewalAnswerMail, composeRenewalOfferMail, composeStampingReminderMail } from './lease-mails';

const tenancy = testTenancy({ address: '12 Marine Parade Road #08-12\r\nBcc: x@example.com', leaseStart: '2027-01-01', leaseEnd: '2028-12-31' });
const offer = new RenewalOfferEntity({ tenancy, monthlyRentCents: 340_000, termMonths: 24, portalUrl: 'https://www.harbourline.test/portal', offeredBy: null });

describe('lease mails', () => {
  it('remind staff of the stamping deadline with the duty and IRAS’s penalty, the unit on one subject line', () => {
    const mail = composeStampingReminderMail(new StampingReminderEntity({ tenancy, deadline: '2026-12-15' }), 'staff@harbourline.test');
    expect(mail.subject).toBe('Stamp the tenancy agreement by 15 December 2026: 12 Marine Parade Road #08-12 Bcc: x@example.com');
    expect(mail.text).toContain('Stamp duty as worked out from the tenancy: S$307.00.');
    expect(mail.text).toContain('the greater of S$25 or four times the duty');
  });

  it('offer the tenant the renewal from the day after the lease ends, with the portal link', () => {
    const mail = composeRenewalOfferMail(offer, 'meiling@example.sg');
    expect(mail.text).toContain('New lease: 1 January 2029 to 31 December 2030 (24 months)');
    expect(mail.text).toContain('Monthly rent: S$3,400.00');
    expect(mail.text).toContain('https://www.harbourline.test/portal/lease');
  });

  it('tell staff the tenant’s answer', () => {
    offer.status = 'accepted';
    expect(composeRenewalAnswerMail(offer, 'staff@harbourline.test').subject).toMatch(/^Renewal accepted: /);
  });
});
