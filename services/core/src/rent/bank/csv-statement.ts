import type { CsvMapping, DateOrder } from '@app/contracts';
import type { CsvRecord } from './csv-records';
import { isCalendarDay, lineError, normaliseDescription, parseAmountCents, type ParsedLine } from './statement-line';

/** Rows before the headings (an export's account details) that are skipped while looking for them. */
const MAX_PREAMBLE_ROWS = 30;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date cell as YYYY-MM-DD: 05/11/2026, 5-Nov-2026, 05 Nov 2026 (day first) or 2026-11-05 (year first); null otherwise. */
export function parseStatementDate(text: string, order: DateOrder): string | null {
  const parts = text.trim().split(/[/\-. ]+/);
  if (parts.length !== 3) return null;
  const [first, second, third] = parts as [string, string, string];
  const [year, month, day] = order === 'ymd' ? [first, second, third] : [third, second, first];
  const monthNumber = /^\d{1,2}$/.test(month) ? Number(month) : MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
  const fullYear = /^\d{2}$/.test(year) ? `20${year}` : year;
  if (!/^\d{4}$/.test(fullYear) || !/^\d{1,2}$/.test(day) || monthNumber < 1) return null;
  const iso = `${fullYear}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : null;
}

type Columns = Record<'date' | 'description' | 'amount' | 'credit' | 'debit' | 'indicator' | 'balance', number>;

/** The index of each mapped heading in the header row; null when a needed one is missing. */
function columnsOf(header: string[], mapping: CsvMapping): Columns | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const at = (heading: string) => (heading ? names.indexOf(heading.trim().toLowerCase()) : -1);
  const columns: Columns = {
    date: at(mapping.dateColumn),
    description: at(mapping.descriptionColumn),
    amount: at(mapping.amountColumn),
    credit: at(mapping.creditColumn),
    debit: at(mapping.debitColumn),
    indicator: at(mapping.indicatorColumn),
    balance: at(mapping.balanceColumn),
  };
  const byStyle: Record<CsvMapping['amountStyle'], Array<keyof Columns>> = {
    signed: ['date', 'description', 'amount'],
    split: ['date', 'description', 'credit', 'debit'],
    indicator: ['date', 'description', 'amount', 'indicator'],
  };
  const needed = [...byStyle[mapping.amountStyle]];
  if (mapping.balanceColumn) needed.push('balance');
  return needed.every((key) => columns[key] >= 0) ? columns : null;
}

/** The signed cents of a row by the mapping's amount style, or the reason it has none. */
function signedAmount(cell: (index: number) => string, columns: Columns, mapping: CsvMapping): number | string {
  if (mapping.amountStyle === 'split') {
    const credit = cell(columns.credit) ? parseAmountCents(cell(columns.credit)) : 0;
    const debit = cell(columns.debit) ? parseAmountCents(cell(columns.debit)) : 0;
    if (credit === null || debit === null) return 'The credit or debit is not an amount';
    if (credit !== 0 && debit !== 0) return 'The line has both a credit and a debit';
    return credit !== 0 ? Math.abs(credit) : -Math.abs(debit);
  }
  const amount = parseAmountCents(cell(columns.amount).replace(/^\((.*)\)$/, '-$1'));
  if (amount === null) return 'The amount is not a number';
  if (mapping.amountStyle === 'signed') return amount;
  const indicator = cell(columns.indicator).toUpperCase();
  if (/^(CR?|CREDIT)$/.test(indicator)) return Math.abs(amount);
  if (/^(DR?|DEBIT)$/.test(indicator)) return -Math.abs(amount);
  return 'The credit/debit column is neither CR nor DR';
}

function rowLine(record: { line: number; fields: string[] }, columns: Columns, mapping: CsvMapping): ParsedLine | null {
  const cell = (index: number) => (index >= 0 ? (record.fields[index] ?? '') : '');
  if (record.fields.every((field) => field === '')) return null;
  const valueDate = parseStatementDate(cell(columns.date), mapping.dateOrder);
  if (!valueDate) return lineError(record.line, `The date “${cell(columns.date).slice(0, 30)}” is not a date`);
  const amount = signedAmount(cell, columns, mapping);
  if (typeof amount === 'string') return lineError(record.line, amount);
  if (amount === 0) return null;
  const balance = columns.balance >= 0 ? parseAmountCents(cell(columns.balance)) : null;
  if (columns.balance >= 0 && balance === null) return lineError(record.line, 'The balance is not an amount');
  const description = normaliseDescription(cell(columns.description));
  if (description.length > 500) return lineError(record.line, 'The description is longer than 500 characters');
  return {
    line: { lineNumber: record.line, valueDate, amountCents: Math.abs(amount), direction: amount > 0 ? 'credit' : 'debit', description, balanceCents: balance },
  };
}

/**
 * A bank's CSV read with its saved mapping, as a stream: rows before the headings are skipped, each row after them is
 * a statement line or an error with its line number; rows with no amount (zero) and blank rows are not lines.
 */
export async function* csvStatementLines(records: AsyncIterable<CsvRecord>, mapping: CsvMapping): AsyncGenerator<ParsedLine> {
  let columns: Columns | null = null;
  let rowsBefore = 0;
  for await (const record of records) {
    if (record.error !== undefined) {
      yield lineError(record.line, record.error);
      return;
    }
    if (columns) {
      const parsed = rowLine(record, columns, mapping);
      if (parsed) yield parsed;
      continue;
    }
    columns = columnsOf(record.fields, mapping);
    rowsBefore += 1;
    if (!columns && rowsBefore >= MAX_PREAMBLE_ROWS) break;
  }
  if (!columns) yield lineError(1, 'No row has the headings of this bank’s saved columns: check the mapping or the file');
}
