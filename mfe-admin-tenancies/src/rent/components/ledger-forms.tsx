import { type ReactNode } from 'react';
import styled from 'styled-components';
import {
  AddChargeSchema,
  AddCreditSchema,
  formatCents,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  RecordPaymentSchema,
  RENT_MESSAGES,
  singaporeDay,
} from '@app/contracts';
import { FormField, Input, LabelOptions, media, Select, SubmitButton, Textarea } from '@app/ui';
import { checkFields, errorMessage, parseDollarsToCents, toast, useCheckedForm } from '@app/web';
import { useAddCharge, useAddCredit, useRecordPayment } from '../api/rent-queries';

/** The amount typed in dollars, as the cents the contract takes (NaN when it is no amount: the schema says why). */
const cents = (amount: string) => parseDollarsToCents(amount) ?? Number.NaN;
const today = () => singaporeDay(new Date());

function AmountField({ error, ...input }: { error?: string; name: string; value: string; onChange: (event: { target: { value: string } }) => void }) {
  return (
    <FormField label="Amount (S$)" required error={error} hint="For example 3200 or 85.50">
      <Input inputMode="decimal" autoComplete="off" {...input} />
    </FormField>
  );
}

/** A payment staff received: amount, date (not after today, Singapore), method and the bank's reference. */
export function PaymentForm({ tenancyId }: { tenancyId: string }) {
  const record = useRecordPayment(tenancyId);
  const form = useCheckedForm({
    initial: { amount: '', paidOn: today(), method: '', reference: '' },
    error: record.error,
    check: ({ amount, ...fields }) => {
      const checked = checkFields(RecordPaymentSchema, { ...fields, amountCents: cents(amount) });
      return fields.paidOn > today() ? { data: null, errors: { ...checked.errors, paidOn: RENT_MESSAGES.paidInFuture } } : checked;
    },
  });
  const submit = form.onSubmit((body) =>
    record.mutate(body, {
      onSuccess: (result) => {
        toast({
          title: `Payment of ${formatCents(result.payment.amountCents)} recorded`,
          description: `Balance now ${formatCents(result.balance.balanceCents)}`,
        });
        form.reset();
      },
    }),
  );
  return (
    <LedgerForm
      label="Record a payment"
      submitLabel="Record payment"
      pending={record.isPending}
      onSubmit={submit}
      failure={form.formError(['amountCents', 'paidOn', 'method', 'reference']) && record.error}
    >
      <AmountField {...form.bind('amount')} error={form.fieldError('amountCents')} />
      <FormField label="Paid on" required error={form.fieldError('paidOn')}>
        <Input type="date" max={today()} {...form.bind('paidOn')} />
      </FormField>
      <FormField label="Method" required error={form.fieldError('method')}>
        <Select {...form.bind('method')}>
          <option value="" disabled>
            Choose one
          </option>
          <LabelOptions values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </Select>
      </FormField>
      <FormField label="Reference" hint="The bank's or the cheque's, if any" error={form.fieldError('reference')}>
        <Input autoComplete="off" {...form.bind('reference')} />
      </FormField>
    </LedgerForm>
  );
}

/** A one-off charge (utilities, a recharged repair): what it is for, when it is due, and why staff added it. */
export function ChargeForm({ tenancyId }: { tenancyId: string }) {
  const add = useAddCharge(tenancyId);
  const form = useCheckedForm({
    initial: { amount: '', dueOn: today(), description: '', reason: '' },
    error: add.error,
    check: ({ amount, ...fields }) => checkFields(AddChargeSchema, { ...fields, amountCents: cents(amount) }),
  });
  const submit = form.onSubmit((body) =>
    add.mutate(body, {
      onSuccess: (charge) => {
        toast({ title: `Charge ${charge.reference} of ${formatCents(charge.amountCents)} added` });
        form.reset();
      },
    }),
  );
  return (
    <LedgerForm
      label="Add a one-off charge"
      submitLabel="Add charge"
      pending={add.isPending}
      onSubmit={submit}
      failure={form.formError(['amountCents', 'dueOn', 'description', 'reason']) && add.error}
    >
      <AmountField {...form.bind('amount')} error={form.fieldError('amountCents')} />
      <FormField label="Due on" required error={form.fieldError('dueOn')}>
        <Input type="date" {...form.bind('dueOn')} />
      </FormField>
      <FormField label="What it is for" required hint="The tenant sees this" error={form.fieldError('description')}>
        <Input {...form.bind('description')} />
      </FormField>
      <FormField label="Reason" required hint="Kept in the audit log" error={form.fieldError('reason')}>
        <Textarea rows={2} {...form.bind('reason')} />
      </FormField>
    </LedgerForm>
  );
}

/** A credit, applied to the oldest open charge first, with the reason staff gave it. */
export function CreditForm({ tenancyId }: { tenancyId: string }) {
  const add = useAddCredit(tenancyId);
  const form = useCheckedForm({
    initial: { amount: '', reason: '' },
    error: add.error,
    check: ({ amount, reason }) => checkFields(AddCreditSchema, { reason, amountCents: cents(amount) }),
  });
  const submit = form.onSubmit((body) =>
    add.mutate(body, {
      onSuccess: (credit) => {
        toast({ title: `Credit of ${formatCents(credit.amountCents)} added` });
        form.reset();
      },
    }),
  );
  return (
    <LedgerForm
      label="Add a credit"
      submitLabel="Add credit"
      pending={add.isPending}
      onSubmit={submit}
      failure={form.formError(['amountCents', 'reason']) && add.error}
    >
      <AmountField {...form.bind('amount')} error={form.fieldError('amountCents')} />
      <FormField label="Reason" required hint="The tenant sees it; kept in the audit log" error={form.fieldError('reason')}>
        <Textarea rows={2} {...form.bind('reason')} />
      </FormField>
    </LedgerForm>
  );
}

type LedgerFormProps = {
  label: string;
  submitLabel: string;
  pending: boolean;
  failure: unknown;
  onSubmit: (event: React.FormEvent) => void;
  children: ReactNode;
};

/** A form of the ledger page: its fields, the API's refusal that names no field, and its button. */
function LedgerForm({ label, submitLabel, pending, failure, onSubmit, children }: LedgerFormProps) {
  return (
    <StyledForm aria-label={label} onSubmit={onSubmit} noValidate>
      {children}
      {failure ? <p role="alert">Could not save: {errorMessage(failure)}</p> : null}
      <div>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    [role='alert'],
    div:last-child {
      grid-column: 1 / -1;
    }
  }
`;
