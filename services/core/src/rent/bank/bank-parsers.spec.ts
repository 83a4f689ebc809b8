import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CsvMappingSchema, type CsvMappingInput } from '@app/contracts';
import { csvRecords } from './csv-records';
import { csvStatementLines, parseStatementDate } from './csv-statement';
import { mt940Lines } from './mt940';
import { bankLineFingerprint, type ParsedLine, parseAmountCents, paymentMethodOf, type StatementLine } from './statement-line';
import { textLines } from './text-lines';

const dir = mkdtempSync(join(tmpdir(), 'bank-parsers-'));
let files = 0;
function fileOf(text: string): string {
  files += 1;
  const path = join(dir, `statement-${files}.txt`);
  writeFileSync(path, text);
  return path;
}

async function all(lines: AsyncIterable<ParsedLine>): Promise<ParsedLine[]> {
  const out: ParsedLine[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

type LineOfFile = Pick<StatementLine, 'lineNumber' | 'description'>;

/** What each format's sample statement holds: S$3,000 rent in on 5 November, then a S$5 fee out on the 6th. */
const rentAndFee = (rent: LineOfFile, fee: LineOfFile): ParsedLine[] => [
  { line: { ...rent, valueDate: '2026-11-05', amountCents: 300_000, direction: 'credit', balanceCents: 1_300_000 } },
  { line: { ...fee, valueDate: '2026-11-06', amountCents: 500, direction: 'debit', balanceCents: 1_299_500 } },
];

const csv = (text: string, mapping: CsvMappingInput) => all(csvStatementLines(csvRecords(textLines(fileOf(text))), CsvMappingSchema.parse(mapping)));

describe('amounts, dates and methods', () => {
  it('reads amounts as exact cents', () => {
    expect(parseAmountCents('1,234.56')).toBe(123_456);
    expect(parseAmountCents('-0.5')).toBe(-50);
    expect(parseAmountCents('3000')).toBe(300_000);
    expect(parseAmountCents('1234,5', true)).toBe(123_450);
    expect(parseAmountCents('12.345')).toBeNull();
    expect(parseAmountCents('abc')).toBeNull();
  });

  it('reads dates day first or year first, and refuses days that do not exist', () => {
    expect(parseStatementDate('05/11/2026', 'dmy')).toBe('2026-11-05');
    expect(parseStatementDate('5-Nov-2026', 'dmy')).toBe('2026-11-05');
    expect(parseStatementDate('05 Nov 26', 'dmy')).toBe('2026-11-05');
    expect(parseStatementDate('2026-11-05', 'ymd')).toBe('2026-11-05');
    expect(parseStatementDate('31/02/2026', 'dmy')).toBeNull();
    expect(parseStatementDate('yesterday', 'dmy')).toBeNull();
  });

  it('takes the method from the bank’s words, FAST by default', () => {
    expect(paymentMethodOf('PAYNOW TRANSFER HL000YA202611')).toBe('paynow');
    expect(paymentMethodOf('GIRO PAYMENT')).toBe('giro');
    expect(paymentMethodOf('CHQ DEPOSIT 123')).toBe('cheque');
    expect(paymentMethodOf('INCOMING TRANSFER')).toBe('fast');
  });

  it('fingerprints the account, day, signed amount, description and balance', () => {
    const line = { lineNumber: 1, valueDate: '2026-11-05', amountCents: 100, direction: 'credit' as const, description: 'X', balanceCents: 500 };
    expect(bankLineFingerprint('DBS 1', line)).toBe(bankLineFingerprint(' dbs 1', { ...line, lineNumber: 9 }));
    expect(bankLineFingerprint('DBS 1', line)).not.toBe(bankLineFingerprint('DBS 1', { ...line, balanceCents: 600 }));
    expect(bankLineFingerprint('DBS 1', line)).not.toBe(bankLineFingerprint('DBS 1', { ...line, direction: 'debit' }));
  });
});

describe('a CSV read with its mapping', () => {
  const signed = { dateColumn: 'Date', descriptionColumn: 'Description', amountStyle: 'signed', amountColumn: 'Amount', balanceColumn: 'Balance' } as const;

  it('skips the preamble, reads quoted fields and line breaks in quotes, and tells money in from money out', async () => {
    const lines = await csv(
      [
        'Account,DBS Current 123',
        '',
        'Date,Description,Amount,Balance',
        '05/11/2026,"PAYNOW HL000YA202611, TAN AH KOW",3000.00,"13,000.00"',
        '06/11/2026,"Bank ""fee""\nNovember",-5.00,12995.00',
        '07/11/2026,Nothing,0,12995.00',
      ].join('\r\n'),
      signed,
    );
    expect(lines).toEqual(
      rentAndFee({ lineNumber: 4, description: 'PAYNOW HL000YA202611, TAN AH KOW' }, { lineNumber: 5, description: 'Bank "fee" November' }),
    );
  });

  it('reads a credit and a debit column, and an amount with CR/DR', async () => {
    const split = await csv('Value Date,Details,Deposit,Withdrawal\n2026-11-05,Rent,"1,500.00",\n2026-11-06,Fee,,2.50\n', {
      dateColumn: 'value date',
      descriptionColumn: 'Details',
      amountStyle: 'split',
      creditColumn: 'Deposit',
      debitColumn: 'Withdrawal',
      dateOrder: 'ymd',
    });
    expect(split.map((parsed) => [parsed.line?.direction, parsed.line?.amountCents])).toEqual([
      ['credit', 150_000],
      ['debit', 250],
    ]);
    const indicator = await csv('Date,Narrative,Amount,Type\n05/11/2026,Rent,100.00,CR\n05/11/2026,Fee,1.00,DR\n', {
      dateColumn: 'Date',
      descriptionColumn: 'Narrative',
      amountStyle: 'indicator',
      amountColumn: 'Amount',
      indicatorColumn: 'Type',
    });
    expect(indicator.map((parsed) => parsed.line?.direction)).toEqual(['credit', 'debit']);
  });

  it('reports each malformed line by its number', async () => {
    const lines = await csv('Date,Description,Amount,Balance\n05/11/2026,Ok,1.00,1.00\n31/02/2026,Bad day,1.00,2.00\n06/11/2026,Bad amount,abc,2.00\n', signed);
    expect(lines.filter((parsed) => parsed.error).map((parsed) => parsed.error)).toEqual([
      { line: 3, message: 'The date “31/02/2026” is not a date' },
      { line: 4, message: 'The amount is not a number' },
    ]);
  });

  it('says so when no row has the saved headings, and when a quote is never closed', async () => {
    expect(await csv('When,What,How much\n05/11/2026,Rent,1.00\n', signed)).toEqual([
      { error: { line: 1, message: 'No row has the headings of this bank’s saved columns: check the mapping or the file' } },
    ]);
    expect((await csv('Date,Description,Amount,Balance\n05/11/2026,"Open quote,1.00,1.00\n', signed)).at(-1)).toEqual({
      error: { line: 2, message: 'A quoted field is never closed' },
    });
  });
});

describe('an MT940 statement', () => {
  const statement = [
    '{1:F01DBSSSGSGAXXX0000000000}{2:O9401200261105DBSSSGSGAXXX00000000002611051200N}{4:',
    ':20:STMT2611050001',
    ':25:DBSSSGSG/0720123456',
    ':28C:00001/001',
    ':60F:C261104SGD10000,00',
    ':61:2611051105C3000,00NTRFHL000YA202611//FT2611050001',
    'PAYNOW FROM TAN AH KOW',
    ':86:PAYNOW TRANSFER HL000YA202611',
    'TAN AH KOW',
    ':61:261106D5,00NCHGNONREF//CHG01',
    ':86:SERVICE CHARGE',
    ':62F:C261106SGD12995,00',
    '-}',
  ];

  it('reads each :61: with its :86:, and a running balance from the opening one', async () => {
    expect(await all(mt940Lines(textLines(fileOf(statement.join('\r\n')))))).toEqual(
      rentAndFee(
        { lineNumber: 6, description: 'HL000YA202611 PAYNOW FROM TAN AH KOW PAYNOW TRANSFER HL000YA202611 TAN AH KOW' },
        { lineNumber: 10, description: 'SERVICE CHARGE' },
      ),
    );
  });

  it('refuses a closing balance that does not add up, a line before the opening balance, and an unreadable line', async () => {
    const wrongClosing = statement.map((line) => (line.startsWith(':62F:') ? ':62F:C261106SGD12000,00' : line));
    expect((await all(mt940Lines(textLines(fileOf(wrongClosing.join('\n')))))).at(-1)).toEqual({
      error: { line: 12, message: 'The closing balance (:62F:) does not equal the opening balance plus the lines' },
    });
    const noOpening = statement.filter((line) => !line.startsWith(':60F:'));
    expect((await all(mt940Lines(textLines(fileOf(noOpening.join('\n')))))).at(-1)?.error?.line).toBe(5);
    const badLine = statement.map((line) => (line.startsWith(':61:261106D') ? ':61:26XX06D5,00NCHG' : line));
    expect((await all(mt940Lines(textLines(fileOf(badLine.join('\n')))))).at(-1)).toEqual({
      error: { line: 10, message: 'The statement line (:61:) cannot be read: date, C or D, amount' },
    });
  });
});
