import { createHash } from 'node:crypto';
import type { LineError, PaymentMethod } from '@app/contracts';

/** One line of a bank statement as read from the file: money in (credit) or out (debit), in cents. */
export type StatementLine = {
  lineNumber: number;
  valueDate: string;
  amountCents: number;
  direction: 'credit' | 'debit';
  description: string;
  /** The running balance after the line (null when the file gives none). */
  balanceCents: number | null;
};

/** A statement line, or why the file's line could not be read. */
export type ParsedLine = { line: StatementLine; error?: undefined } | { error: LineError; line?: undefined };

export const lineError = (line: number, message: string): ParsedLine => ({ error: { line, message } });

/** "1,234.56", "-1234.5", "1234" or MT940's "1234,56" as signed cents; null when it is not an amount. */
export function parseAmountCents(text: string, decimalComma = false): number | null {
  const cleaned = decimalComma ? text.trim().replace(',', '.') : text.trim().replace(/,/g, '');
  const match = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? (match[1] === '-' ? -cents : cents) : null;
}

/** Whether a YYYY-MM-DD day exists (not 2026-02-31). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** Spaces collapsed: the description as it is stored and fingerprinted. */
export const normaliseDescription = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * What makes a bank line the same line in a second file: its account, value date, signed amount, description and
 * running balance. Unique in the database, so importing a file twice adds nothing.
 */
export function bankLineFingerprint(account: string, line: StatementLine): string {
  const signed = line.direction === 'debit' ? -line.amountCents : line.amountCents;
  return createHash('sha256')
    .update([account.trim().toLowerCase(), line.valueDate, signed, line.description, line.balanceCents ?? ''].join('\n'))
    .digest('hex');
}

const METHOD_WORDS: Array<[RegExp, PaymentMethod]> = [
  [/\bPAYNOW\b/i, 'paynow'],
  [/\bGIRO\b/i, 'giro'],
  [/\b(CHQ|CHEQUE|CHECK)\b/i, 'cheque'],
  [/\b(CASH|CDM)\b/i, 'cash'],
];

/** How the money came, from the bank's own words; a transfer that names none is FAST (Singapore's interbank default). */
export function paymentMethodOf(description: string): PaymentMethod {
  return METHOD_WORDS.find(([pattern]) => pattern.test(description))?.[1] ?? 'fast';
}
