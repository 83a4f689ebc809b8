import { automaticMatch, rankSuggestions, referencesIn, type SuggestionCandidate } from './matching-rules';

const charge = (id: string, reference: string, openCents: number) => ({ id, reference, openCents });

describe('automatic matching', () => {
  it('finds charge references in a description, rent, late interest and one-offs', () => {
    expect(referencesIn('PayNow hl000ya202611 / HL000YA202611L and HL000YAX1Z, not HL000YA2026')).toEqual(['HL000YA202611', 'HL000YA202611L', 'HL000YAX1Z']);
  });

  it('matches when the reference is there and the amount is exactly what is open', () => {
    const nov = charge('nov', 'HL000YA202611', 300_000);
    expect(automaticMatch(300_000, [nov])).toBe(nov);
  });

  it('does not match another amount, a paid charge, or nothing named', () => {
    expect(automaticMatch(299_999, [charge('nov', 'HL000YA202611', 300_000)])).toBeNull();
    expect(automaticMatch(0, [charge('paid', 'HL000YA202610', 0)])).toBeNull();
    expect(automaticMatch(300_000, [])).toBeNull();
  });

  it('never matches when two open charges fit', () => {
    expect(automaticMatch(300_000, [charge('nov', 'HL000YA202611', 300_000), charge('dec', 'HL000YA202612', 300_000)])).toBeNull();
  });

  it('matches the one that fits when the other named charge has another amount', () => {
    const nov = charge('nov', 'HL000YA202611', 300_000);
    expect(automaticMatch(300_000, [nov, charge('fee', 'HL000YAX1', 5_000)])).toBe(nov);
  });
});

describe('suggestions', () => {
  const candidate = (reference: string, tenantName: string, openCents: number, dueOn: string): SuggestionCandidate => ({
    chargeId: reference,
    reference,
    tenancyId: `t-${reference}`,
    tenantName,
    unit: 'Unit',
    openCents,
    dueOn,
  });
  const line = { amountCents: 300_000, valueDate: '2026-11-05', description: 'FAST TRANSFER FROM TAN AH KOW' };

  it('ranks by amount, payer name and the ±5-day window, and leaves out what is only due nearby', () => {
    const suggestions = rankSuggestions(line, [
      candidate('NEAR', 'Lim Mei Ling', 120_000, '2026-11-03'),
      candidate('AMOUNT', 'Lim Mei Ling', 300_000, '2026-12-01'),
      candidate('BEST', 'Tan Ah Kow', 300_000, '2026-11-01'),
      candidate('NAME', 'Ah Kow Tan', 150_000, '2026-10-01'),
    ]);
    expect(suggestions.map((suggestion) => [suggestion.reference, suggestion.reasons])).toEqual([
      ['BEST', ['amount', 'name', 'date']],
      ['AMOUNT', ['amount']],
      ['NAME', ['name']],
    ]);
  });

  it('puts a named reference first', () => {
    const [first] = rankSuggestions({ ...line, description: 'HL000YA202611' }, [
      candidate('OTHER', 'X Y', 300_000, '2026-11-05'),
      candidate('HL000YA202611', 'A B', 1, '2026-01-01'),
    ]);
    expect(first?.reference).toBe('HL000YA202611');
  });
});
