import { type FormEvent, useState } from 'react';
import {
  DEPOSIT_HOLDER_LABELS,
  DEPOSIT_HOLDERS,
  type Deposit,
  type DepositCarryOver,
  type DepositHolder,
  formatCents,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  singaporeDay,
  type StaffMaintenanceSummary,
} from '@app/contracts';
import { Button, Card, CardContent, CardHeading, FormField, Input, LabelOptions, ReadStatus, Select } from '@app/ui';
import { errorMessage, formatSingaporeDay, QueryStatus, queryFailure } from '@app/web';
import {
  depositLetterUrl,
  useAddDeduction,
  useConditionReport,
  useConditionReports,
  useDeposit,
  useRefundDeposit,
  useSaveDeposit,
} from '../api/condition-report-queries';
import { useMaintenanceRequests } from '../../maintenance/api/maintenance-queries';

const toCents = (dollars: string): number => Math.round(Number(dollars) * 100);

/** The tenancy's deposit: record it, list deductions against move-out items or repair requests, refund it and open the letter. */
export function DepositCard({ tenancyId }: { tenancyId: string }) {
  const deposit = useDeposit(tenancyId);
  return (
    <Card>
      <CardHeading title="Deposit" />
      <CardContent>
        <QueryStatus query={deposit} subject="the deposit">
          {(loaded) => (
            <>
              {loaded.deposit && <DepositSummary deposit={loaded.deposit} />}
              {!loaded.deposit?.refundedOn && <DepositForm tenancyId={tenancyId} deposit={loaded.deposit} />}
              {loaded.deposit && !loaded.deposit.refundedOn && <DeductionForm tenancyId={tenancyId} />}
              {loaded.deposit && !loaded.deposit.refundedOn && <RefundButton tenancyId={tenancyId} deposit={loaded.deposit} />}
            </>
          )}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

function DepositSummary({ deposit }: { deposit: Deposit }) {
  return (
    <>
      <p>
        {formatCents(deposit.amountCents)} held by {DEPOSIT_HOLDER_LABELS[deposit.holder].toLowerCase()}, received {formatSingaporeDay(deposit.receivedOn)}
        {deposit.refundDeadlineOn && `; refund due by ${formatSingaporeDay(deposit.refundDeadlineOn)}`}.
      </p>
      {deposit.carryOvers.length > 0 && (
        <ul aria-label="Carried over">
          {deposit.carryOvers.map((carryOver) => (
            <li key={carryOver.fromTenancyId}>
              <CarryOverLine carryOver={carryOver} />
            </li>
          ))}
        </ul>
      )}
      <ul aria-label="Deductions">
        {deposit.deductions.map((deduction) => (
          <li key={deduction.id}>
            {deduction.reason}: {formatCents(deduction.amountCents)} ({deduction.evidence.label})
          </li>
        ))}
      </ul>
      <p>
        Deducted {formatCents(deposit.deductedCents)} · refund {formatCents(deposit.refundCents)}
        {deposit.refundedOn && `, made on ${formatSingaporeDay(deposit.refundedOn)}`} ·{' '}
        <a href={depositLetterUrl(deposit.tenancyId)} target="_blank" rel="noreferrer">
          Disposition letter
        </a>
      </p>
    </>
  );
}

/** A renewal the deposit moved to; with a new rent, the top-up or refund the same months of rent ask for (money moves outside the app). */
function CarryOverLine({ carryOver }: { carryOver: DepositCarryOver }) {
  const difference = carryOver.requiredCents === null ? 0 : carryOver.requiredCents - carryOver.amountCents;
  return (
    <>
      {formatCents(carryOver.amountCents)} carried over on {formatSingaporeDay(singaporeDay(new Date(carryOver.carriedAt)))} from the lease of{' '}
      {formatSingaporeDay(carryOver.fromLeaseStart)} to {formatSingaporeDay(carryOver.fromLeaseEnd)}
      {carryOver.requiredCents !== null &&
        `; at the new rent of ${formatCents(carryOver.toMonthlyRentCents)} (was ${formatCents(carryOver.fromMonthlyRentCents)}) the deposit should be ${formatCents(carryOver.requiredCents)}`}
      {difference > 0 && `: collect a top-up of ${formatCents(difference)} from the tenant`}
      {difference < 0 && `: refund ${formatCents(-difference)} to the tenant`}.
    </>
  );
}

function DepositForm({ tenancyId, deposit }: { tenancyId: string; deposit: Deposit | null }) {
  const save = useSaveDeposit(tenancyId);
  const [amount, setAmount] = useState(deposit ? String(deposit.amountCents / 100) : '');
  const [holder, setHolder] = useState<DepositHolder>(deposit?.holder ?? 'company');
  const [receivedOn, setReceivedOn] = useState(deposit?.receivedOn ?? singaporeDay(new Date()));
  const [handbackOn, setHandbackOn] = useState(deposit?.handbackOn ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ amountCents: toCents(amount), holder, receivedOn, handbackOn: handbackOn || null, refundDeadlineOn: null });
  };
  return (
    <form onSubmit={submit} aria-label="Deposit">
      <FormField label="Deposit (S$)">
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      <FormField label="Held by">
        <Select value={holder} onChange={(event) => setHolder(event.target.value as DepositHolder)}>
          <LabelOptions values={DEPOSIT_HOLDERS} labels={DEPOSIT_HOLDER_LABELS} />
        </Select>
      </FormField>
      <FormField label="Received on">
        <Input type="date" value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} />
      </FormField>
      <FormField label="Handed back on" hint="The refund is due 14 days after.">
        <Input type="date" value={handbackOn} onChange={(event) => setHandbackOn(event.target.value)} />
      </FormField>
      {save.isError && <p role="alert">{errorMessage(save.error)}</p>}
      <Button type="submit" disabled={save.isPending}>
        Save the deposit
      </Button>
    </form>
  );
}

/** The most repair requests the evidence list offers: a tenancy has a handful; past this, the latest. */
const REPAIRS_LISTED = 100;

/** A deduction needs its evidence: an item of the move-out report, or one of the tenancy's repair requests. */
function DeductionForm({ tenancyId }: { tenancyId: string }) {
  const reports = useConditionReports(tenancyId);
  const moveOutId = reports.data?.items.find((report) => report.kind === 'move_out')?.id ?? '';
  const moveOut = useConditionReport(moveOutId);
  const repairs = useMaintenanceRequests({ tenancyId, pageSize: REPAIRS_LISTED });
  const add = useAddDeduction(tenancyId);
  const [itemId, setItemId] = useState('');
  const [repairId, setRepairId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const items = moveOutId ? (moveOut.data?.items ?? []) : [];
  const repairRequests = repairs.data?.items ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { amountCents: toCents(amount), reason, conditionItemId: itemId || null, maintenanceRequestId: repairId || null },
      { onSuccess: () => setAmount('') },
    );
  };
  if (reports.isPending || repairs.isPending) return <ReadStatus subject="the move-out report and repair requests" />;
  if (reports.isError) return <ReadStatus subject="the condition reports" failure={queryFailure(reports)} />;
  if (repairs.isError) return <ReadStatus subject="the repair requests" failure={queryFailure(repairs)} />;
  if (!moveOutId && repairRequests.length === 0)
    return <p>Deductions are listed against the items of the move-out report or the tenancy’s repair requests: start the move-out report first.</p>;
  return (
    <form onSubmit={submit} aria-label="Add a deduction">
      {moveOutId && (
        <FormField label="Move-out item">
          <Select
            value={itemId}
            onChange={(event) => {
              setItemId(event.target.value);
              setRepairId('');
            }}
          >
            <option value="">Choose the item</option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.room}: {item.name}
                {item.worse ? ' (worse than at move-in)' : ''}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      {repairRequests.length > 0 && (
        <FormField label={moveOutId ? 'Or a repair request' : 'Repair request'}>
          <Select
            value={repairId}
            onChange={(event) => {
              setRepairId(event.target.value);
              setItemId('');
            }}
          >
            <option value="">Choose the repair request</option>
            {repairRequests.map((repair) => (
              <option key={repair.id} value={repair.id}>
                {repairLabel(repair)}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="What for">
        <Input value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <FormField label="Amount (S$)">
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      {add.isError && <p role="alert">{errorMessage(add.error)}</p>}
      <Button type="submit" variant="secondary" disabled={add.isPending || (!itemId && !repairId)}>
        Add the deduction
      </Button>
    </form>
  );
}

/** "MR-1001: Plumbing, Done, 3 Mar 2026": what staff recognise a repair request by. */
function repairLabel(repair: StaffMaintenanceSummary): string {
  return `${repair.reference}: ${MAINTENANCE_CATEGORY_LABELS[repair.category]}, ${MAINTENANCE_STATUS_LABELS[repair.status]}, ${formatSingaporeDay(singaporeDay(new Date(repair.createdAt)))}`;
}

function RefundButton({ tenancyId, deposit }: { tenancyId: string; deposit: Deposit }) {
  const refund = useRefundDeposit(tenancyId);
  return (
    <>
      {refund.isError && <p role="alert">{errorMessage(refund.error)}</p>}
      <Button disabled={refund.isPending || !deposit.handbackOn} onClick={() => refund.mutate({ refundedOn: singaporeDay(new Date()) })}>
        Record the refund of {formatCents(deposit.refundCents)} and send the letter
      </Button>
    </>
  );
}
