import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  AMOUNT_STYLE_LABELS,
  AMOUNT_STYLES,
  BANK_FILE_FORMAT_LABELS,
  BANK_FILE_FORMATS,
  BANK_MESSAGES,
  type BankImport,
  CsvMappingSchema,
  isBankImportRunning,
  DATE_ORDER_LABELS,
  DATE_ORDERS,
  type SavedMapping,
  StartBankImportSchema,
} from '@app/contracts';
import {
  AdminPage,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardHeading,
  CardTitle,
  FormField,
  Input,
  LabelOptions,
  media,
  ReadStatus,
  Select,
  SubmitButton,
} from '@app/ui';
import { checkFields, errorMessage, queryFailure, useCheckedForm } from '@app/web';
import { BANK_LINES_PATH } from '../../shared/paths';
import { useBankImportProgress, useBankMappings, useImportStatement, useRefreshAfterImport } from '../api/bank-queries';

const NO_MAPPING = {
  dateColumn: '',
  descriptionColumn: '',
  amountStyle: 'signed',
  amountColumn: '',
  creditColumn: '',
  debitColumn: '',
  indicatorColumn: '',
  balanceColumn: '',
  dateOrder: 'dmy',
};
type MappingFields = typeof NO_MAPPING;
type ImportFields = MappingFields & { account: string; format: string };

const savedFor = (mappings: SavedMapping[], account: string) => mappings.find((saved) => saved.account.trim().toLowerCase() === account.trim().toLowerCase());

/** /admin/tenancies/rent/import: upload a bank statement; a new bank's CSV first says which columns hold what. */
export function BankImportPage() {
  const mappings = useBankMappings();
  const [uploaded, setUploaded] = useState(0);
  const statement = useImportStatement(setUploaded);
  const progress = useBankImportProgress(statement.data?.id ?? null);
  const row = progress.data ?? statement.data ?? null;
  const running = row !== null && isBankImportRunning(row.status);
  const ended = row !== null && !running && row.status !== 'waiting';
  useRefreshAfterImport(ended);
  return (
    <AdminPage $gap={4}>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Import a bank statement</CardTitle>
          <CardDescription>
            Upload the bank’s CSV or MT940 export. Lines already imported are skipped; a payment naming its charge’s reference for the exact amount is matched
            on its own, and the rest wait in the <Link to={BANK_LINES_PATH}>bank lines to match</Link>.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ImportForm
            key={row?.status === 'done' ? row.id : 'new'}
            mappings={mappings.data ?? []}
            pending={statement.isPending || running}
            error={statement.error}
            onImport={(start, file) => {
              setUploaded(0);
              statement.mutate({ start, file });
            }}
          />
        </CardContent>
      </Card>
      {progress.isError && !ended ? (
        <Card>
          <CardContent>
            <ReadStatus subject="the import’s progress" failure={queryFailure(progress)} />
          </CardContent>
        </Card>
      ) : statement.isPending || running ? (
        <ImportProgress uploaded={uploaded} row={running ? row : null} />
      ) : null}
      {ended && row ? <ImportResult row={row} /> : null}
    </AdminPage>
  );
}

function ImportForm({
  mappings,
  pending,
  error,
  onImport,
}: {
  mappings: SavedMapping[];
  pending: boolean;
  error: unknown;
  onImport: (start: ReturnType<typeof StartBankImportSchema.parse>, file: File) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [editColumns, setEditColumns] = useState(false);
  const form = useCheckedForm<ImportFields, ReturnType<typeof StartBankImportSchema.parse>>({
    initial: { account: '', format: 'csv', ...NO_MAPPING },
    error,
    check: ({ account, format, ...mapping }) => {
      const needsMapping = format === 'csv' && (editColumns || !savedFor(mappings, account));
      const columns = needsMapping ? checkFields(CsvMappingSchema, mapping) : { data: null, errors: null };
      const start = checkFields(StartBankImportSchema, { account, format, mapping: columns.data });
      return columns.errors || start.errors ? { data: null, errors: { ...columns.errors, ...start.errors } } : start;
    },
  });
  const saved = savedFor(mappings, form.fields.account);
  const showColumns = form.fields.format === 'csv' && (editColumns || !saved);
  const send = form.onSubmit((start) => file && onImport(start, file));
  const submit = (event: FormEvent) => {
    setFileError(file ? undefined : BANK_MESSAGES.noFile);
    send(event);
  };
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFileError(undefined);
  };
  return (
    <StyledForm aria-label="Import a bank statement" onSubmit={submit} noValidate>
      <FormField label="Bank account" required error={form.fieldError('account')} hint="The same name each time, for example DBS current 072-012345-6">
        <Input list="bank-accounts" autoComplete="off" {...form.bind('account')} />
      </FormField>
      <datalist id="bank-accounts">
        {mappings.map((mapping) => (
          <option key={mapping.account} value={mapping.account} />
        ))}
      </datalist>
      <FormField label="Format" required error={form.fieldError('format')}>
        <Select {...form.bind('format')}>
          <LabelOptions values={BANK_FILE_FORMATS} labels={BANK_FILE_FORMAT_LABELS} />
        </Select>
      </FormField>
      <FormField label="File" required error={fileError}>
        <Input type="file" accept=".csv,.txt,.sta,.mt940,text/csv,text/plain" onChange={chooseFile} />
      </FormField>
      {form.fields.format === 'csv' && saved && !editColumns ? (
        <p>
          This bank’s columns are saved.{' '}
          <Button type="button" variant="ghost" onClick={() => setEditColumns(true)}>
            Change the columns
          </Button>
        </p>
      ) : null}
      {showColumns ? <MappingFields form={form} /> : null}
      {form.formError(['account', 'format', ...Object.keys(NO_MAPPING)]) ? <p role="alert">Could not import: {errorMessage(error)}</p> : null}
      <div>
        <SubmitButton pending={pending} pendingLabel="Importing...">
          Import
        </SubmitButton>
      </div>
    </StyledForm>
  );
}

type Form = ReturnType<typeof useCheckedForm<ImportFields, unknown>>;

const COLUMN_FIELDS: Record<Exclude<keyof MappingFields, 'amountStyle' | 'dateOrder'>, string> = {
  dateColumn: 'Date column',
  descriptionColumn: 'Description column',
  amountColumn: 'Amount column',
  creditColumn: 'Credit (money in) column',
  debitColumn: 'Debit (money out) column',
  indicatorColumn: 'CR/DR column',
  balanceColumn: 'Balance column (optional)',
};
const COLUMNS_BY_STYLE: Record<string, Array<keyof typeof COLUMN_FIELDS>> = {
  signed: ['dateColumn', 'descriptionColumn', 'amountColumn', 'balanceColumn'],
  split: ['dateColumn', 'descriptionColumn', 'creditColumn', 'debitColumn', 'balanceColumn'],
  indicator: ['dateColumn', 'descriptionColumn', 'amountColumn', 'indicatorColumn', 'balanceColumn'],
};

/** The headings of a new bank's CSV, as they appear in its header row; saved with the import for the next one. */
function MappingFields({ form }: { form: Form }) {
  return (
    <StyledFieldset>
      <legend>Columns of this bank’s CSV (the headings as written in the file)</legend>
      <FormField label="How the amount is given" required error={form.fieldError('amountStyle')}>
        <Select {...form.bind('amountStyle')}>
          <LabelOptions values={AMOUNT_STYLES} labels={AMOUNT_STYLE_LABELS} />
        </Select>
      </FormField>
      <FormField label="Dates are written" required error={form.fieldError('dateOrder')}>
        <Select {...form.bind('dateOrder')}>
          <LabelOptions values={DATE_ORDERS} labels={DATE_ORDER_LABELS} />
        </Select>
      </FormField>
      {(COLUMNS_BY_STYLE[form.fields.amountStyle] ?? []).map((name) => (
        <FormField key={name} label={COLUMN_FIELDS[name]} required={name !== 'balanceColumn'} error={form.fieldError(name)}>
          <Input autoComplete="off" {...form.bind(name)} />
        </FormField>
      ))}
    </StyledFieldset>
  );
}

const STEP_LABELS: Record<BankImport['status'], string> = {
  waiting: 'Uploading the file',
  queued: 'Waiting for its turn',
  checking: 'Checking every line',
  saving: 'Saving the lines',
  matching: 'Matching payments to rent',
  done: 'Done',
  failed: 'Stopped',
};

/** Lines of the file the current step has gone through, out of those it will (unknown while the first check counts them). */
function stepCounts(row: BankImport): string | undefined {
  const count = (value: number) => value.toLocaleString('en-SG');
  if (row.status === 'queued') return undefined;
  if (row.status === 'checking') return `${count(row.processedLines)} lines checked`;
  return `${count(row.processedLines)} of ${count(row.totalLines)} lines ${row.status === 'saving' ? 'saved' : 'matched'}`;
}

/**
 * The upload's percent, then the worker's step and its lines, as a progress bar. Only the step is a polite live status: the
 * counts change with every poll, so they are shown beside it and given to the bar, not announced each second.
 */
function ImportProgress({ uploaded, row }: { uploaded: number; row: BankImport | null }) {
  const label = row ? STEP_LABELS[row.status] : 'Uploading the file';
  const counts = row ? stepCounts(row) : `${uploaded}%`;
  const known = row ? row.status !== 'queued' && row.status !== 'checking' && row.totalLines > 0 : true;
  return (
    <Card>
      <CardContent>
        <p>
          <span role="status" aria-live="polite">
            {label}
          </span>
          {counts === undefined ? null : row ? `: ${counts}` : ` (${counts})`}
        </p>
        {known ? (
          <progress max={row ? row.totalLines : 100} value={row ? row.processedLines : uploaded} aria-label={label} aria-valuetext={counts} />
        ) : (
          <progress aria-label={label} aria-valuetext={counts} />
        )}
      </CardContent>
    </Card>
  );
}

function ImportResult({ row }: { row: BankImport }) {
  if (row.status === 'failed') {
    return (
      <Card>
        <CardHeading
          title="Nothing was imported"
          description={`These lines of ${row.fileName} cannot be read. Correct them (or the saved columns) and upload the file again.`}
        />
        <CardContent>
          <ul role="alert">
            {row.errors.map((error) => (
              <li key={`${error.line}-${error.message}`}>{error.line > 0 ? `Line ${error.line}: ${error.message}` : error.message}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeading title={`Imported ${row.fileName}`} />
      <CardContent>
        <ul role="status">
          <li>{row.addedLines.toLocaleString('en-SG')} new lines</li>
          <li>{row.duplicateLines.toLocaleString('en-SG')} already imported before, skipped</li>
          <li>{row.matchedLines.toLocaleString('en-SG')} matched to rent and receipted</li>
          <li>{row.debitLines.toLocaleString('en-SG')} payments out, kept but not matched</li>
        </ul>
        <p>
          <Link to={BANK_LINES_PATH}>Match the rest</Link>
        </p>
      </CardContent>
    </Card>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    fieldset,
    p,
    [role='alert'],
    div:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing[3]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    legend {
      grid-column: 1 / -1;
    }
  }
`;
