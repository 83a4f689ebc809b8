import { isCalendarDay, lineError, normaliseDescription, parseAmountCents, type ParsedLine, type StatementLine } from './statement-line';

/** :61: value date YYMMDD, optional entry date MMDD, C/D/RC/RD, optional funds code, amount with a decimal comma, the rest. */
const STATEMENT_LINE = /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d{1,15},\d{0,2})(.*)$/;
/** :60F:/:62F: (or M, an intermediate balance): C or D, YYMMDD, currency, amount. */
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d{1,15},\d{0,2})$/;
const TAG = /^:(\d{2}[A-Z]?):(.*)$/;

type Pending = { line: StatementLine; details: string[] };

function dayOf(yymmdd: string): string | null {
  const day = `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isCalendarDay(day) ? day : null;
}

function balanceOf(value: string): number | null {
  const match = BALANCE.exec(value.trim());
  const cents = match ? parseAmountCents(match[4] as string, true) : null;
  return match && cents !== null && dayOf(match[2] as string) ? (match[1] === 'D' ? -cents : cents) : null;
}

/** A :61: line; its description starts with the customer's reference (before `//`), to which :86: is added. */
function statementLine(number: number, value: string, running: number): StatementLine | null {
  const match = STATEMENT_LINE.exec(value.trim());
  const valueDate = match ? dayOf(match[1] as string) : null;
  const cents = match ? parseAmountCents(match[5] as string, true) : null;
  if (!match || !valueDate || cents === null || cents === 0) return null;
  const mark = match[3] as string;
  const direction = mark === 'C' || mark === 'RD' ? 'credit' : 'debit';
  const customerReference = (match[6] as string).replace(/^[NFS][A-Z0-9]{3}/, '').split('//')[0] ?? '';
  return {
    lineNumber: number,
    valueDate,
    amountCents: cents,
    direction,
    description: customerReference === 'NONREF' ? '' : customerReference,
    balanceCents: running + (direction === 'credit' ? cents : -cents),
  };
}

function finished(pending: Pending): ParsedLine {
  const description = normaliseDescription([pending.line.description, ...pending.details].join(' '));
  return { line: { ...pending.line, description: description.slice(0, 500) } };
}

/**
 * An MT940 statement (SWIFT; DBS IDEAL exports it) read as a stream of its lines: :20: and :25: open a statement,
 * :60F: its opening balance, each :61: a line (its running balance: the opening one plus the lines so far) with its
 * :86: details (over several lines), :62F: the closing balance, which must equal the running one. Block headers
 * ({1:…}) and the trailer (-}) are skipped. An unreadable tag, a :61: before an opening balance, or a closing balance
 * that does not add up is an error at its line.
 */
export async function* mt940Lines(lines: AsyncIterable<{ number: number; text: string }>): AsyncGenerator<ParsedLine> {
  let running: number | null = null;
  let pending: Pending | null = null;
  let tag = '';
  let lines61 = 0;
  for await (const { number, text } of lines) {
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.startsWith('{') || trimmed.startsWith('-')) continue;
    const match = TAG.exec(trimmed);
    if (!match) {
      if (tag === '86' && pending) pending.details.push(trimmed);
      else if (tag === '61' && pending) pending.details.unshift(trimmed);
      else if (tag !== '86') {
        yield lineError(number, 'This line is not an MT940 field');
        return;
      }
      continue;
    }
    tag = match[1] as string;
    const value = match[2] as string;
    if (tag === '86') {
      if (pending) pending.details.push(value.trim());
      continue;
    }
    if (pending) yield finished(pending);
    pending = null;
    if (tag === '60F' || tag === '60M') {
      running = balanceOf(value);
      if (running === null) {
        yield lineError(number, 'The opening balance (:60F:) cannot be read');
        return;
      }
    } else if (tag === '61') {
      if (running === null) {
        yield lineError(number, 'A statement line (:61:) comes before the opening balance (:60F:)');
        return;
      }
      const line = statementLine(number, value, running);
      if (!line) {
        yield lineError(number, 'The statement line (:61:) cannot be read: date, C or D, amount');
        return;
      }
      running = line.balanceCents as number;
      lines61 += 1;
      pending = { line, details: [] };
    } else if (tag === '62F' || tag === '62M') {
      const closing = balanceOf(value);
      if (closing === null || closing !== running) {
        yield lineError(number, 'The closing balance (:62F:) does not equal the opening balance plus the lines');
        return;
      }
      if (tag === '62F') running = null;
    }
  }
  if (pending) yield finished(pending);
  if (lines61 === 0) yield lineError(1, 'The file has no statement lines (:61:)');
}
