import { formatWholeNumber } from './numbers';

/**
 * Singapore dollars from integer cents, with two decimals: 123456 -> 'S$1,234.56', -5000 -> '−S$50.00' (a minus sign,
 * not a hyphen); `wholeDollars` leaves the cents out ('S$1,235', for a chart's axis). Money is kept in cents
 * everywhere; this is the one place it becomes text.
 */
export function formatCents(cents: number, { wholeDollars = false }: { wholeDollars?: boolean } = {}): string {
  const whole = Math.round(Math.abs(wholeDollars ? cents / 100 : cents));
  const text = wholeDollars ? `S$${formatWholeNumber(whole)}` : `S$${formatWholeNumber(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole > 0 ? `−${text}` : text;
}

/** Text typed into an amount field ('1,234.5', 'S$ 80') as integer cents, or null when it is no amount of at most two decimals. */
export function parseDollarsToCents(text: string): number | null {
  const plain = text
    .replace(/^\s*S?\$\s*/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [dollars = '0', fraction = ''] = plain.split('.');
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}
