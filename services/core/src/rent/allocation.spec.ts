import { allocateOldestFirst } from './allocation';

const charge = (id: string, dueOn: string, openCents: number, createdAt = '2026-11-01T00:00:00Z') => ({ id, dueOn, openCents, createdAt: new Date(createdAt) });

describe('allocateOldestFirst', () => {
  const charges = [charge('dec', '2026-12-01', 300_000), charge('nov', '2026-11-01', 300_000), charge('fee', '2026-11-01', 5_000, '2026-11-02T00:00:00Z')];

  it('pays the oldest open charge first, then the next, and leaves a partial one open', () => {
    const { allocations, leftoverCents } = allocateOldestFirst(charges, 400_000);
    expect(allocations.map(({ charge: { id }, cents }) => [id, cents])).toEqual([
      ['nov', 300_000],
      ['fee', 5_000],
      ['dec', 95_000],
    ]);
    expect(leftoverCents).toBe(0);
  });

  it('gives back what is more than every open charge, as a credit', () => {
    const { allocations, leftoverCents } = allocateOldestFirst(charges, 700_000);
    expect(allocations.reduce((sum, allocation) => sum + allocation.cents, 0)).toBe(605_000);
    expect(leftoverCents).toBe(95_000);
  });

  it('skips paid charges and allocates nothing to nothing', () => {
    expect(allocateOldestFirst([charge('paid', '2026-10-01', 0), charge('open', '2026-11-01', 100)], 50).allocations).toEqual([
      { charge: expect.objectContaining({ id: 'open' }), cents: 50 },
    ]);
    expect(allocateOldestFirst([], 100)).toEqual({ allocations: [], leftoverCents: 100 });
  });
});
