import { formatMoney, formatWholeNumber } from './numbers';

describe('formatWholeNumber', () => {
  it('separates thousands as en-SG does', () => {
    expect(formatWholeNumber(1_250_000)).toBe('1,250,000');
    expect(formatWholeNumber(4800)).toBe('4,800');
    expect(formatWholeNumber(950)).toBe('950');
  });

  it('writes every whole number as Intl does (checked from 0 to beyond a billion, negative ones too)', () => {
    const intl = new Intl.NumberFormat('en-SG');
    for (let value = 0; value < 2_000_000_000; value = value * 3 + 7) {
      expect(formatWholeNumber(value)).toBe(intl.format(value));
      expect(formatWholeNumber(-value - 1)).toBe(intl.format(-value - 1));
    }
    for (const value of [999, 1000, 9999, 10_000, 99_999, 100_000, 999_999, 1_000_000]) expect(formatWholeNumber(value)).toBe(intl.format(value));
  });
});

describe('formatMoney', () => {
  it('writes Singapore dollars as S$ with cents and en-SG thousands', () => {
    expect(formatMoney(180)).toBe('S$180.00');
    expect(formatMoney(1250.5)).toBe('S$1,250.50');
    expect(formatMoney(-80)).toBe('-S$80.00');
    expect(formatMoney(0.1 + 0.2)).toBe('S$0.30');
    expect(formatMoney(-0.001)).toBe('S$0.00');
  });
});
