import { z } from 'zod';
import { pageOf, pageQueryFields } from '../common/pages';
import { textInput } from '../common/text';
import { CentsSchema, LedgerReasonSchema, PAYMENT_METHODS, PositiveCentsSchema } from './rent';

export const BANK_MESSAGES = {
  importNotFound: 'Import not found',
  lineNotFound: 'Bank line not found',
  mappingNeeded: 'This bank is new: say which columns hold the date, amount and description first',
  alreadyUploaded: 'This import already has its file',
  storageUnavailable: 'The file cannot be stored right now. Please try again in a moment.',
  noFile: 'Choose the bank’s file to upload',
  notText: 'This file is not a bank statement: upload the bank’s CSV or MT940 export as it was downloaded',
  fileMissing: 'The uploaded file could not be found any more. Upload it again in a new import.',
  fileTooLarge: 'The file is too large (at most 20 MB)',
  notQueued: 'Only a bank line waiting in the queue can be matched or ignored',
  notDecided: 'This bank line is not matched or ignored',
  splitTotal: 'The parts must add up to the bank line’s amount',
  chargeOfTenancy: 'That charge is not one of this tenancy’s',
  notCredit: 'Only money received can be matched',
  stopped:
    'The import stopped before the end. Lines not yet saved were not imported, and lines saved stay (importing the file again adds only the missing ones).',
} as const;

/** Statement files are read as a stream; this bounds one upload. */
export const BANK_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many malformed lines are reported (the file is refused whole at the first). */
export const BANK_IMPORT_MAX_ERRORS = 50;
/** Suggestions look this many days either side of a bank line's value date. */
export const SUGGESTION_WINDOW_DAYS = 5;

export const BANK_FILE_FORMATS = ['csv', 'mt940'] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];
export const BANK_FILE_FORMAT_LABELS: Record<BankFileFormat, string> = { csv: 'CSV (spreadsheet export)', mt940: 'MT940 (SWIFT statement)' };

/** How a CSV gives the amount: one signed column, a credit and a debit column, or an amount with a CR/DR column. */
export const AMOUNT_STYLES = ['signed', 'split', 'indicator'] as const;
export type AmountStyle = (typeof AMOUNT_STYLES)[number];
export const AMOUNT_STYLE_LABELS: Record<AmountStyle, string> = {
  signed: 'One amount column, money out negative',
  split: 'A credit column and a debit column',
  indicator: 'An amount column and a CR/DR column',
};

/** Day, month, year (05/11/2026, 5-Nov-2026) or year, month, day (2026-11-05). */
export const DATE_ORDERS = ['dmy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DATE_ORDER_LABELS: Record<DateOrder, string> = { dmy: 'Day, month, year (05/11/2026)', ymd: 'Year, month, day (2026-11-05)' };

const columnName = textInput({ error: 'Write the column’s heading' }).trim().max(80, 'A heading is at most 80 characters');
const requiredColumn = columnName.min(1, 'Write the column’s heading as it appears in the file');

/** Which heading of the bank's CSV holds what; saved per bank account so the next upload reuses it. */
export const CsvMappingSchema = z
  .object({
    dateColumn: requiredColumn,
    descriptionColumn: requiredColumn,
    amountStyle: z.enum(AMOUNT_STYLES, { error: 'Choose how the file gives the amount' }),
    amountColumn: columnName.default(''),
    creditColumn: columnName.default(''),
    debitColumn: columnName.default(''),
    indicatorColumn: columnName.default(''),
    /** The running balance after each line: it tells two equal payments on one day apart. */
    balanceColumn: columnName.default(''),
    dateOrder: z.enum(DATE_ORDERS, { error: 'Choose how the dates are written' }).default('dmy'),
  })
  .superRefine((mapping, context) => {
    const needed: Record<AmountStyle, Array<keyof typeof mapping>> = {
      signed: ['amountColumn'],
      split: ['creditColumn', 'debitColumn'],
      indicator: ['amountColumn', 'indicatorColumn'],
    };
    for (const key of needed[mapping.amountStyle]) {
      if (!mapping[key]) context.addIssue({ code: 'custom', path: [key], message: 'Write the column’s heading as it appears in the file' });
    }
  });
export type CsvMapping = z.infer<typeof CsvMappingSchema>;
export type CsvMappingInput = z.input<typeof CsvMappingSchema>;

/** The name staff give the bank account a file comes from (“DBS current 123-456789-0”); the fingerprint's account. */
export const BankAccountNameSchema = textInput({ error: 'Name the bank account' })
  .trim()
  .min(2, 'Name the bank account')
  .max(60, 'A bank account name is at most 60 characters');

export const SavedMappingSchema = z.object({ account: z.string(), mapping: CsvMappingSchema, updatedAt: z.string() });
export type SavedMapping = z.infer<typeof SavedMappingSchema>;

/** Body of POST /api/admin/rent/bank-imports: the import's row, before its file; a CSV's mapping is saved for the account. */
export const StartBankImportSchema = z.object({
  account: BankAccountNameSchema,
  format: z.enum(BANK_FILE_FORMATS, { error: 'Choose the file’s format' }),
  /** Needed for a CSV of an account without a saved mapping; when given, it replaces the saved one. */
  mapping: CsvMappingSchema.nullable().default(null),
});
export type StartBankImportInput = z.input<typeof StartBankImportSchema>;
export type StartBankImport = z.infer<typeof StartBankImportSchema>;

/**
 * Where an import is: waiting for its file, queued (its file stored, the worker's job to come), checking every line
 * (nothing saved yet), saving its lines (one transaction), matching them, done; or failed (a malformed line: nothing
 * saved).
 */
export const BANK_IMPORT_STATUSES = ['waiting', 'queued', 'checking', 'saving', 'matching', 'done', 'failed'] as const;
export type BankImportStatus = (typeof BANK_IMPORT_STATUSES)[number];
/** The statuses of an import its worker's job has still to finish: the page polls it, the reconciler queues it again. */
export const BANK_IMPORT_RUNNING_STATUSES = ['queued', 'checking', 'saving', 'matching'] as const satisfies readonly BankImportStatus[];
export const isBankImportRunning = (status: BankImportStatus) => (BANK_IMPORT_RUNNING_STATUSES as readonly BankImportStatus[]).includes(status);

/** The worker's job importing one statement (services/worker/src/rent/bank-import.handler.ts). */
export const BankImportJobSchema = z.object({ importId: z.uuid() });
export type BankImportJob = z.infer<typeof BankImportJobSchema>;

export const LineErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type LineError = z.infer<typeof LineErrorSchema>;

export const BankImportSchema = z.object({
  id: z.string(),
  account: z.string(),
  format: z.enum(BANK_FILE_FORMATS),
  fileName: z.string(),
  status: z.enum(BANK_IMPORT_STATUSES),
  /** Statement lines in the file (known once checked). */
  totalLines: z.number().int(),
  /** Lines checked, saved or matched so far in the current step (its status). */
  processedLines: z.number().int(),
  addedLines: z.number().int(),
  /** Lines already imported before (the same fingerprint): not added again. */
  duplicateLines: z.number().int(),
  matchedLines: z.number().int(),
  debitLines: z.number().int(),
  errors: z.array(LineErrorSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BankImport = z.infer<typeof BankImportSchema>;

/** A bank line: matched (to payments), waiting in the queue, ignored by staff, or money out (kept, never queued). */
export const BANK_LINE_STATUSES = ['matched', 'unmatched', 'ignored', 'debit'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

export const SUGGESTION_REASONS = ['reference', 'amount', 'name', 'date'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];
export const SUGGESTION_REASON_LABELS: Record<SuggestionReason, string> = {
  reference: 'reference in the description',
  amount: 'same amount',
  name: 'tenant’s name in the description',
  date: `due within ${SUGGESTION_WINDOW_DAYS} days`,
};

export const MatchSuggestionSchema = z.object({
  chargeId: z.string(),
  reference: z.string(),
  tenancyId: z.string(),
  tenantName: z.string(),
  unit: z.string(),
  openCents: CentsSchema,
  dueOn: z.string(),
  reasons: z.array(z.enum(SUGGESTION_REASONS)),
});
export type MatchSuggestion = z.infer<typeof MatchSuggestionSchema>;

export const BankLinePaymentSchema = z.object({
  paymentId: z.string(),
  tenancyId: z.string(),
  tenantName: z.string(),
  unit: z.string(),
  amountCents: CentsSchema,
  status: z.string(),
});

export const BankLineSchema = z.object({
  id: z.string(),
  account: z.string(),
  valueDate: z.string(),
  amountCents: CentsSchema,
  direction: z.enum(['credit', 'debit']),
  description: z.string(),
  balanceCents: CentsSchema.nullable(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(BANK_LINE_STATUSES),
  lineNumber: z.number().int(),
  ignoredReason: z.string().nullable(),
  payments: z.array(BankLinePaymentSchema),
  /** Open charges that may be what this line pays (only for a line in the queue), the likeliest first. */
  suggestions: z.array(MatchSuggestionSchema),
});
export type BankLine = z.infer<typeof BankLineSchema>;

export const DEFAULT_BANK_LINES_PAGE_SIZE = 20;
/** GET /api/admin/rent/bank-lines: the queue (unmatched credits, oldest first) or the matched and ignored, newest first. */
export const BankLinesQuerySchema = z.object({
  status: z.enum(['unmatched', 'matched', 'ignored']).default('unmatched'),
  ...pageQueryFields(DEFAULT_BANK_LINES_PAGE_SIZE),
});
export type BankLinesQuery = z.infer<typeof BankLinesQuerySchema>;
export type BankLinesQueryInput = z.input<typeof BankLinesQuerySchema>;
export const BankLinePageSchema = pageOf(BankLineSchema);
export type BankLinePage = z.infer<typeof BankLinePageSchema>;

/** Body of POST /api/admin/rent/bank-lines/:id/match: one part (a match) or several (a split), adding up to the line. */
export const MatchBankLineSchema = z.object({
  parts: z
    .array(z.object({ tenancyId: z.uuid({ error: 'Choose a tenancy' }), chargeId: z.uuid().nullable().default(null), amountCents: PositiveCentsSchema }))
    .min(1, 'Choose at least one tenancy')
    .max(20, 'A line is split in at most 20 parts'),
});
export type MatchBankLineInput = z.input<typeof MatchBankLineSchema>;
export type MatchBankLine = z.infer<typeof MatchBankLineSchema>;

export const IgnoreBankLineSchema = z.object({ reason: LedgerReasonSchema });
export type IgnoreBankLineInput = z.infer<typeof IgnoreBankLineSchema>;

/** Days overdue, counted from the charge's due day (Singapore days). */
export const ARREARS_BUCKETS = ['days1To7', 'days8To30', 'days31To60', 'over60'] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];
export const ARREARS_BUCKET_LABELS: Record<ArrearsBucket, string> = {
  days1To7: '1–7 days',
  days8To30: '8–30 days',
  days31To60: '31–60 days',
  over60: 'Over 60 days',
};

export const ArrearsRowSchema = z.object({
  tenancyId: z.string(),
  tenantName: z.string(),
  unit: z.string(),
  totalCents: CentsSchema,
  days1To7: CentsSchema,
  days8To30: CentsSchema,
  days31To60: CentsSchema,
  over60: CentsSchema,
});
export type ArrearsRow = z.infer<typeof ArrearsRowSchema>;

export const DEFAULT_ARREARS_PAGE_SIZE = 50;
export const ArrearsQuerySchema = z.object(pageQueryFields(DEFAULT_ARREARS_PAGE_SIZE));
export type ArrearsQuery = z.infer<typeof ArrearsQuerySchema>;
/** The most overdue first; `totals` over every tenancy behind. */
export const ArrearsReportSchema = pageOf(ArrearsRowSchema).extend({ totals: ArrearsRowSchema.omit({ tenancyId: true, tenantName: true, unit: true }) });
export type ArrearsReport = z.infer<typeof ArrearsReportSchema>;

/** A tenancy's ledger in the staff's Rent area (the arrears CSV links to it). */
export const staffRentLedgerPath = (tenancyId: string): string => `/admin/tenancies/rent/${encodeURIComponent(tenancyId)}`;
