import { type ReactElement, useState } from 'react';
import { type RejectPaymentSchema } from '@app/contracts';
import { type ButtonVariant, Dialog, DialogContent, DialogFooter, DialogTrigger, FormField, SubmitButton, Textarea } from '@app/ui';
import { checkFields, errorMessage, useCheckedForm } from '@app/web';

type ReasonDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: string;
  /** The action's body schema: `{ reason }` (RejectPaymentSchema, IgnoreBankLineSchema). */
  schema: typeof RejectPaymentSchema;
  action: { isPending: boolean; error: unknown };
  /** Sends the reason; `close` once it succeeded. */
  send: (reason: string, close: () => void) => void;
  /** Says what failed, e.g. 'Could not reject'. */
  failure: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
};

/** An action on money that asks why first (rejecting a payment, ignoring a bank line): the reason is checked, then sent. */
export function ReasonDialog({ trigger, title, description, schema, action, send, failure, submitLabel, pendingLabel, submitVariant }: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useCheckedForm({ initial: { reason: '' }, error: action.error, check: (fields) => checkFields(schema, fields) });
  const submit = form.onSubmit(({ reason }) => send(reason, () => setOpen(false)));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} noValidate>
          <FormField label="Reason" required error={form.fieldError('reason')}>
            <Textarea rows={3} {...form.bind('reason')} />
          </FormField>
          {form.formError(['reason']) && (
            <p role="alert">
              {failure}: {errorMessage(action.error)}
            </p>
          )}
          <DialogFooter>
            <SubmitButton pending={action.isPending} pendingLabel={pendingLabel} variant={submitVariant}>
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
