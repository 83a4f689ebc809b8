import { LeaseReminderEntity, OwnerStatementEntity } from '@app/core';
import { testOwner, testTenancy } from '@app/core/testing';
import { composeLeaseReminderMail, composeOwnerStatementMail } from './owner-mails';

describe('owner and lease mails', () => {
  it('give the owner the month’s totals and the link to the printable statement', () => {
    const owner = testOwner({ name: 'Lim Wei Jie', email: 'owner@example.sg', phone: '+65 9876 5432', portalUrl: 'https://www.harbourline.test/portal' });
    const statement = Object.assign(
      new OwnerStatementEntity({
        owner,
        month: '2026-11',
        content: { units: [], totals: { rentDue: 3100, repairCosts: 180.5, managementFee: 263.5, net: 2656 } },
      }),
      { id: 'st-1' },
    );
    const mail = composeOwnerStatementMail(statement, owner.email);
    expect(mail.subject).toBe('Your Harbourline statement for November 2026');
    expect(mail.text).toContain('Repair costs: S$180.50\nManagement fee: S$263.50\nNet amount: S$2,656.00');
    expect(mail.text).toContain('https://www.harbourline.test/portal/statements/st-1');
  });

  it('tell staff which lease ends, when, and keep a typed address out of the headers', () => {
    const tenancy = testTenancy({ address: '12 Marine Parade\r\nBcc: x@evil.test', leaseEnd: '2027-02-25', monthlyRentCents: 310_000 });
    const mail = composeLeaseReminderMail(new LeaseReminderEntity({ tenancy, leaseEnd: '2027-02-25', daysBefore: 90 }), 'staff@harbourline.test');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Lease ends in 90 days');
    expect(mail.text).toContain('ends on 25 February 2027, in 90 days');
  });
});
