import { UnitPayeeSchema } from './rent-settings';

describe('a unit payee', () => {
  it('takes the name PayNow shows in plain characters, at most 25', () => {
    expect(UnitPayeeSchema.parse({ kind: 'owner_uen', uen: '201912345a', name: ' TAN HOLDINGS PTE LTD ' })).toEqual({
      kind: 'owner_uen',
      uen: '201912345A',
      name: 'TAN HOLDINGS PTE LTD',
    });
  });

  it('refuses a name with a character PayNow cannot show, which would make no QR code', () => {
    const result = UnitPayeeSchema.safeParse({ kind: 'owner_mobile', mobile: '+65 9123 4567', name: 'Tan’s Holdings' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Use letters, digits and plain punctuation only: PayNow shows no other characters']);
  });
});
