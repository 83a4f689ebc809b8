import { formatDollars, formatWholeDollars, parseDollarsToCents } from './money';

describe('formatWholeDollars', () => {
  it('rounds integer cents to whole S$ with en-SG thousands (a chart’s axis)', () => {
    expect(formatWholeDollars(0)).toBe('S$0');
    expect(formatWholeDollars(400000)).toBe('S$4,000');
    expect(formatWholeDollars(123456789)).toBe('S$1,234,568');
  });

  it('writes a negative amount with a minus sign before the currency, and none for what rounds to 0', () => {
    expect(formatWholeDollars(-150050)).toBe('−S$1,501');
    expect(formatWholeDollars(-40)).toBe('S$0');
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

describe('formatDollars', () => {
  it('writes an amount given in dollars as S$ with two decimals', () => {
    expect(formatDollars(3200)).toBe('S$3,200.00');
    expect(formatDollars(180.5)).toBe('S$180.50');
    expect(formatDollars(0.1 + 0.2)).toBe('S$0.30');
  });
});
