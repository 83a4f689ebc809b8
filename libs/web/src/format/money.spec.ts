import { formatCents, parseDollarsToCents } from './money';

describe('formatCents', () => {
  it('writes integer cents as S$ with two decimals and en-SG thousands', () => {
    expect(formatCents(0)).toBe('S$0.00');
    expect(formatCents(5)).toBe('S$0.05');
    expect(formatCents(320000)).toBe('S$3,200.00');
    expect(formatCents(123456789)).toBe('S$1,234,567.89');
  });

  it('writes a negative amount with a minus sign before the currency', () => {
    expect(formatCents(-5050)).toBe('−S$50.50');
    expect(formatCents(-0)).toBe('S$0.00');
  });

  it('rounds to whole dollars when asked (a chart’s axis)', () => {
    expect(formatCents(400000, { wholeDollars: true })).toBe('S$4,000');
    expect(formatCents(-150050, { wholeDollars: true })).toBe('−S$1,501');
    expect(formatCents(-40, { wholeDollars: true })).toBe('S$0');
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['3200', 320000],
    ['3,200.5', 320050],
    ['S$ 80.05', 8005],
    ['0.01', 1],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '.5'])('refuses %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});
