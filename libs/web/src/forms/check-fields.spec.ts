import { RecordPaymentSchema } from '@app/contracts';
import { checkFields } from './check-fields';

describe('checkFields', () => {
  it('answers the parsed body when the contract accepts the values', () => {
    expect(checkFields(RecordPaymentSchema, { amountCents: 320000, paidOn: '2026-11-03', method: 'giro' })).toEqual({
      data: { amountCents: 320000, paidOn: '2026-11-03', method: 'giro', reference: '' },
      errors: null,
    });
  });

  it('names the first message of each refused field, an amount that is no number included', () => {
    expect(checkFields(RecordPaymentSchema, { amountCents: Number.NaN, paidOn: '3 Nov', method: 'bitcoin' })).toEqual({
      data: null,
      errors: {
        amountCents: 'Write an amount in Singapore dollars, more than S$0',
        paidOn: 'Write the date as YYYY-MM-DD',
        method: 'Choose how it was paid',
      },
    });
  });
});
