import { formatCents } from '@app/contracts';
import { formatWholeNumber } from './numbers';

// Amounts in cents are written by formatCents of @app/contracts (the API's mails use it too): 'S$1,234.56'.

/** An amount the API gives in dollars with at most two decimals (a tenancy's rent, a repair's cost, a statement), as S$. */
export const formatDollars = (amount: number): string => formatCents(Math.round(amount * 100));

/** Whole Singapore dollars from integer cents, for a chart's axis: 400000 -> 'S$4,000', -150050 -> '−S$1,501'. */
export function formatWholeDollars(cents: number): string {
  const dollars = Math.round(Math.abs(cents) / 100);
  return cents < 0 && dollars > 0 ? `−S$${formatWholeNumber(dollars)}` : `S$${formatWholeNumber(dollars)}`;
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
