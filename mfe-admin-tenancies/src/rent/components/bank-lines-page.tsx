import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type BankLine,
  BANK_MESSAGES,
  DEFAULT_BANK_LINES_PAGE_SIZE,
  formatCents,
  IgnoreBankLineSchema,
  type MatchSuggestion,
  PAYMENT_METHOD_LABELS,
  SUGGESTION_REASON_LABELS,
} from '@app/contracts';
import {
  AdminPage,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  EmptyState,
  FormField,
  Input,
  PagedResults,
  pageFromParams,
  PlainList,
  Row,
  SubmitButton,
} from '@app/ui';
import { errorMessage, formatSingaporeDay, pagedState, parseDollarsToCents, toast } from '@app/web';
import { BANK_IMPORT_PATH, BANK_LINES_PATH, rentAccountPath } from '../../shared/paths';
import { useBankLines, useIgnoreBankLine, useMatchBankLine, useUnmatchBankLine } from '../api/bank-queries';
import { useRentAccounts } from '../api/rent-queries';
import { QueueList } from './queue-list';
import { ReasonDialog } from './reason-dialog';

const STATUSES = { unmatched: 'To match', matched: 'Matched', ignored: 'Ignored' } as const;
type QueueStatus = keyof typeof STATUSES;

const EMPTY: Record<QueueStatus, { title: string; description: string }> = {
  unmatched: { title: 'Nothing to match', description: 'Every payment received is matched or ignored. New ones come with the next statement you import.' },
  matched: { title: 'No line matched yet', description: 'Lines matched to rent, on their own or by staff, show here.' },
  ignored: { title: 'No line ignored', description: 'Money received that is not rent (a refund, a deposit) shows here once ignored.' },
};

/** /admin/tenancies/rent/bank-lines: money received that no rule matched, with suggestions; and what was matched or ignored. */
export function BankLinesPage() {
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'matched' || params.get('status') === 'ignored' ? (params.get('status') as QueueStatus) : 'unmatched';
  const page = pageFromParams(params);
  const lines = useBankLines({ status, page, pageSize: DEFAULT_BANK_LINES_PAGE_SIZE });
  return (
    <AdminPage $gap={4}>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Bank lines</CardTitle>
          <CardDescription>
            Money received that was not matched on its own. Match each to a tenancy (or split it), or ignore what is not rent; every decision is kept in the
            audit log. <Link to={BANK_IMPORT_PATH}>Import a statement</Link>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Row as="nav" $gap={2} $wrap aria-label="Bank lines">
            {(Object.keys(STATUSES) as QueueStatus[]).map((key) => (
              <Button
                key={key}
                as={Link}
                to={key === 'unmatched' ? BANK_LINES_PATH : `${BANK_LINES_PATH}?status=${key}`}
                variant={key === status ? 'primary' : 'outline'}
                aria-current={key === status ? 'page' : undefined}
              >
                {STATUSES[key]}
              </Button>
            ))}
          </Row>
          <PagedResults
            state={pagedState(lines)}
            subject="the bank lines"
            onPage={(next) => setParams({ ...(status === 'unmatched' ? {} : { status }), ...(next > 1 ? { page: String(next) } : {}) })}
            empty={<EmptyState headingLevel={2} {...EMPTY[status]} />}
          >
            {(items) => (
              <StyledLines>
                {items.map((line) => (
                  <BankLineItem key={line.id} line={line} />
                ))}
              </StyledLines>
            )}
          </PagedResults>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

function BankLineItem({ line }: { line: BankLine }) {
  const title = `${formatCents(line.amountCents)} on ${formatSingaporeDay(line.valueDate)}`;
  return (
    <li aria-label={title}>
      <div>
        <strong>{title}</strong>
        <span>{line.description || 'No description'}</span>
        <small>
          {PAYMENT_METHOD_LABELS[line.method]} · {line.account}, line {line.lineNumber}
        </small>
      </div>
      {line.status === 'unmatched' ? <QueuedActions line={line} /> : <DecidedLine line={line} />}
    </li>
  );
}

function QueuedActions({ line }: { line: BankLine }) {
  const match = useMatchBankLine(line.id);
  const matchTo = (suggestion: MatchSuggestion) =>
    match.mutate(
      { parts: [{ tenancyId: suggestion.tenancyId, chargeId: suggestion.chargeId, amountCents: line.amountCents }] },
      { onSuccess: () => toast({ title: `Matched ${formatCents(line.amountCents)} to ${suggestion.tenantName}` }) },
    );
  return (
    <StyledActions>
      {line.suggestions.length ? (
        <PlainList aria-label="Suggestions">
          {line.suggestions.map((suggestion) => (
            <li key={suggestion.chargeId}>
              <Button variant="outline" disabled={match.isPending} onClick={() => matchTo(suggestion)}>
                Match to {suggestion.tenantName}, {suggestion.reference}
              </Button>
              <small>
                {suggestion.unit} · {formatCents(suggestion.openCents)} open, due {formatSingaporeDay(suggestion.dueOn)} ·{' '}
                {suggestion.reasons.map((reason) => SUGGESTION_REASON_LABELS[reason]).join(', ')}
              </small>
            </li>
          ))}
        </PlainList>
      ) : (
        <small>No open charge looks like this payment.</small>
      )}
      <div>
        <SplitDialog line={line} />
        <IgnoreDialog line={line} />
      </div>
      {match.isError ? <p role="alert">Could not match: {errorMessage(match.error)}</p> : null}
    </StyledActions>
  );
}

function DecidedLine({ line }: { line: BankLine }) {
  const unmatch = useUnmatchBankLine(line.id);
  return (
    <StyledActions>
      {line.status === 'ignored' ? <span>Ignored: {line.ignoredReason}</span> : null}
      {line.payments.length ? (
        <PlainList aria-label="Payments">
          {line.payments.map((payment) => (
            <li key={payment.paymentId}>
              {formatCents(payment.amountCents)} to <Link to={rentAccountPath(payment.tenancyId)}>{payment.tenantName}</Link> ({payment.unit})
              {payment.status === 'rejected' ? ', taken back' : ''}
            </li>
          ))}
        </PlainList>
      ) : null}
      <div>
        <Button
          variant="outline"
          disabled={unmatch.isPending}
          onClick={() => unmatch.mutate(undefined, { onSuccess: () => toast({ title: 'Back in the lines to match' }) })}
        >
          {line.status === 'matched' ? 'Unmatch (takes the payments back)' : 'Match it after all'}
        </Button>
      </div>
      {unmatch.isError ? <p role="alert">Could not unmatch: {errorMessage(unmatch.error)}</p> : null}
    </StyledActions>
  );
}

type Part = { tenancyId: string; label: string; amount: string };

/** Match to any tenancy, or split the line across several: the parts must add up to the line. */
function SplitDialog({ line }: { line: BankLine }) {
  const [open, setOpen] = useState(false);
  const [parts, setParts] = useState<Part[]>([]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const accounts = useRentAccounts({ q: search || undefined, page: 1, pageSize: 5 });
  const match = useMatchBankLine(line.id);
  const add = (tenancyId: string, label: string) =>
    setParts((current) =>
      current.some((part) => part.tenancyId === tenancyId)
        ? current
        : [...current, { tenancyId, label, amount: current.length === 0 ? (line.amountCents / 100).toFixed(2) : '' }],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amounts = parts.map((part) => parseDollarsToCents(part.amount));
    if (parts.length === 0) return setProblem('Add at least one tenancy');
    if (amounts.some((cents) => cents === null || cents <= 0) || amounts.reduce<number>((sum, cents) => sum + (cents ?? 0), 0) !== line.amountCents) {
      return setProblem(BANK_MESSAGES.splitTotal);
    }
    setProblem(null);
    match.mutate(
      { parts: parts.map((part, index) => ({ tenancyId: part.tenancyId, amountCents: amounts[index] as number })) },
      {
        onSuccess: () => {
          toast({ title: `Matched ${formatCents(line.amountCents)}` });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Match or split…</Button>
      </DialogTrigger>
      <DialogContent
        title={`Match ${formatCents(line.amountCents)}`}
        description="Choose the tenancies it pays and how much each; each part is a payment allocated to that tenancy's oldest open charge."
      >
        <form onSubmit={submit} noValidate aria-label="Match or split">
          <FormField label="Find a tenancy" hint="Tenant or unit">
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </FormField>
          <ul aria-label="Tenancies found">
            {(accounts.data?.items ?? []).map((account) => (
              <li key={account.tenancyId}>
                <Button type="button" variant="ghost" onClick={() => add(account.tenancyId, `${account.tenantName}, ${account.unit}`)}>
                  Add {account.tenantName}, {account.unit}
                </Button>
              </li>
            ))}
          </ul>
          {parts.map((part, index) => (
            <FormField key={part.tenancyId} label={`Amount for ${part.label} (S$)`}>
              <Input
                inputMode="decimal"
                value={part.amount}
                onChange={(event) => setParts((current) => current.map((each, at) => (at === index ? { ...each, amount: event.target.value } : each)))}
              />
            </FormField>
          ))}
          {problem ? <p role="alert">{problem}</p> : null}
          {match.isError ? <p role="alert">Could not match: {errorMessage(match.error)}</p> : null}
          <DialogFooter>
            <SubmitButton pending={match.isPending} pendingLabel="Matching...">
              Match
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Money received that is not rent: ignored with a reason (kept in the audit log); it can be matched after all later. */
function IgnoreDialog({ line }: { line: BankLine }) {
  const ignore = useIgnoreBankLine(line.id);
  return (
    <ReasonDialog
      trigger={<Button variant="ghost">Ignore…</Button>}
      title={`Ignore ${formatCents(line.amountCents)}?`}
      description="Say why: for example a deposit refund, not rent."
      schema={IgnoreBankLineSchema}
      action={ignore}
      send={(reason, close) =>
        ignore.mutate(reason, {
          onSuccess: () => {
            toast({ title: `Ignored ${formatCents(line.amountCents)}` });
            close();
          },
        })
      }
      failure="Could not ignore"
      submitLabel="Ignore line"
      pendingLabel="Ignoring..."
    />
  );
}

const StyledLines = styled(QueueList)`
  margin: ${({ theme }) => theme.spacing[4]} 0;

  > li > div:first-child {
    max-width: 40rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;
