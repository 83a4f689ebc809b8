import { type FormEvent, useState } from 'react';
import {
  type Charge,
  ClaimPaymentSchema,
  formatCents,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  RENT_MESSAGES,
  singaporeDay,
} from '@app/contracts';
import { Button, FormField, Input, LabelOptions, Select, SubmitButton } from '@app/ui';
import { apiFieldError, checkFields, errorMessage, parseDollarsToCents, toast } from '@app/web';
import { PhotoPicker } from '../../shared/photo-picker';
import { StyledPanel } from '../../shared/portal-styles';
import { useClaimPayment } from '../api/rent-queries';

type Fields = { amount: string; paidOn: string; method: PaymentMethod; reference: string };

/** The claim as the API takes it, or what is wrong with each field: the contract's rules, and no day after today. */
function checkClaim(fields: Fields, chargeId: string) {
  const checked = checkFields(ClaimPaymentSchema, { ...fields, amountCents: parseDollarsToCents(fields.amount) ?? Number.NaN, chargeId });
  if (fields.paidOn <= singaporeDay(new Date())) return checked;
  return { data: null, errors: { ...checked.errors, paidOn: RENT_MESSAGES.paidInFuture } };
}

/**
 * "I've paid" for one charge: how much, when, how, the transfer's reference, and optionally a screenshot. Checked with
 * the contract's rules before it is sent; the API's answer to each field shows under it too.
 */
export function ClaimForm({ tenancyId, charge, onDone }: { tenancyId: string; charge: Charge; onDone: () => void }) {
  const [fields, setFields] = useState<Fields>({
    amount: (charge.openCents / 100).toFixed(2),
    paidOn: singaporeDay(new Date()),
    method: 'paynow',
    reference: charge.reference,
  });
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const claim = useClaimPayment(tenancyId);
  const fieldError = (name: string) => checked[name] ?? apiFieldError(claim.error, name);
  const bind = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors, data: body } = checkClaim(fields, charge.id);
    setChecked(errors ?? {});
    if (!body || screenshots.length > 1) return;
    claim.mutate(
      { claim: body, screenshot: screenshots[0] ?? null },
      {
        onSuccess: ({ payment, screenshotError }) => {
          toast(
            screenshotError
              ? { title: 'Payment noted, but the screenshot was not', description: errorMessage(screenshotError), variant: 'destructive' }
              : { title: `Thank you: we will confirm your payment of ${formatCents(payment.amountCents)}` },
          );
          onDone();
        },
      },
    );
  };

  const unmatched = claim.isError && !['amountCents', 'paidOn', 'method', 'reference', 'chargeId'].some((name) => apiFieldError(claim.error, name));
  return (
    <form onSubmit={submit} noValidate aria-label={`I’ve paid ${charge.reference}`}>
      <StyledPanel>
        <FormField label="Amount you paid (S$)" required error={fieldError('amountCents')}>
          <Input inputMode="decimal" autoComplete="off" {...bind('amount')} />
        </FormField>
        <FormField label="Date you paid" required error={fieldError('paidOn')}>
          <Input type="date" max={singaporeDay(new Date())} {...bind('paidOn')} />
        </FormField>
        <FormField label="How you paid" required error={fieldError('method')}>
          <Select {...bind('method')}>
            <LabelOptions values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
          </Select>
        </FormField>
        <FormField label="Reference you wrote" hint="As it appears in your banking app" error={fieldError('reference')}>
          <Input autoComplete="off" {...bind('reference')} />
        </FormField>
        <PhotoPicker
          max={1}
          files={screenshots}
          onChange={setScreenshots}
          label="Screenshot of the transfer"
          hint="Optional: it helps us find your payment faster."
        />
        {unmatched && <p role="alert">Could not send it: {errorMessage(claim.error)}</p>}
        <SubmitButton pending={claim.isPending} pendingLabel="Sending...">
          Send: I have paid
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </StyledPanel>
    </form>
  );
}
