import type { RentPaymentEntity, RentReminderEntity, TenancyEntity } from '@app/core';
import { composeRentReceiptMail, composeRentReminderMail } from './rent-mails';

const tenancy = { tenantName: 'Tan Mei Ling', listing: null, address: '8 Tanjong Rhu Road #05-01' } as TenancyEntity;

describe('rent mails', () => {
  it('receipt a payment with what it paid, the credit it left and what stays open', () => {
    const payment = { tenancy, amountCents: 350_000, paidOn: '2026-11-03', method: 'fast', reference: 'FAST 123' } as RentPaymentEntity;
    const mail = composeRentReceiptMail(
      payment,
      { paid: [{ reference: 'HL000YA202611', amountCents: 300_000 }], creditCents: 50_000, stillOpenCents: 0 },
      'tan@example.sg',
    );
    expect(mail.subject).toBe('Receipt: S$3,500.00 received for 8 Tanjong Rhu Road #05-01');
    expect(mail.text).toContain('Date: 3 November 2026');
    expect(mail.text).toContain('Method: FAST');
    expect(mail.text).toContain('Paid towards HL000YA202611: S$3,000.00');
    expect(mail.text).toContain('Kept as credit for your next charge: S$500.00');
    expect(mail.text).toContain('Nothing is left to pay on your tenancy.');
  });

  it('remind before, on and after the due day, with the reference to write', () => {
    const charge = { tenancy, kind: 'rent', description: 'Rent for December 2026', dueOn: '2026-12-01', openCents: 300_000, reference: 'HL000YA202612' };
    const before = composeRentReminderMail({ charge, step: -3 } as unknown as RentReminderEntity, 'tan@example.sg');
    const after = composeRentReminderMail({ charge, step: 7 } as unknown as RentReminderEntity, 'tan@example.sg');
    expect(before.subject).toBe('Rent of S$3,000.00 for 8 Tanjong Rhu Road #05-01 due 1 December 2026');
    expect(before.text).toContain('Rent for December 2026 (S$3,000.00 to pay) is due on 1 December 2026.');
    expect(after.subject).toBe('Overdue: Rent of S$3,000.00 for 8 Tanjong Rhu Road #05-01 is unpaid');
    expect(after.text).toContain('was due on 1 December 2026 and is still unpaid');
    expect(after.text).toContain('Reference to write with your transfer: HL000YA202612');
  });
});
