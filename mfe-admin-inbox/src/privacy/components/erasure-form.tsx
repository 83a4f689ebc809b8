import { type FormEvent, useState } from 'react';
import { type ErasureResult } from '@app/contracts';
import { Button, ConfirmDialog, FormField, Input } from '@app/ui';
import { errorMessage } from '@app/web';
import { PanelForm } from '../../shared/panel-form';
import { useEraseEmail } from '../api/erase-email';

function resultText(
  email: string,
  { enquiriesDeleted, newsletterSubscriptionDeleted, tenanciesDeleted, tenantAccountDeleted, ownerDeleted }: ErasureResult,
): string {
  const enquiries = `${enquiriesDeleted} ${enquiriesDeleted === 1 ? 'enquiry' : 'enquiries'}`;
  const tenancies = `${tenanciesDeleted} ${tenanciesDeleted === 1 ? 'tenancy' : 'tenancies'} with their repair requests`;
  const subscription = newsletterSubscriptionDeleted ? 'the newsletter subscription' : 'no newsletter subscription';
  const portal = ownerDeleted ? ' and the owner with their units, statements and portal account' : tenantAccountDeleted ? ' and the tenant portal account' : '';
  return `Erased for ${email}: ${enquiries}, ${tenancies}, ${subscription}${portal}.`;
}

/** PDPA erasure: everything held about one e-mail address is deleted, after a confirmation. */
export function ErasureForm() {
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseEmail();
  const ask = (event: FormEvent) => {
    event.preventDefault();
    erase.reset();
    setConfirming(true);
  };

  return (
    <PanelForm onSubmit={ask} aria-labelledby="erasure-title">
      <h2 id="erasure-title">Erase personal data (PDPA)</h2>
      <FormField label="E-mail address" error={erase.isError ? errorMessage(erase.error) : undefined}>
        <Input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <Button type="submit" variant="destructive" disabled={email.trim() === ''}>
        Erase
      </Button>
      {erase.isSuccess && <p role="status">{resultText(erase.variables, erase.data)}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase everything held about ${email.trim()}?`}
        description="Every enquiry from this address, with its notes and replies, its newsletter subscription and its marketing consents are deleted for good; its marketing opt-outs are kept, so they still hold. This cannot be undone."
        confirmLabel="Erase"
        destructive
        pending={erase.isPending}
        onConfirm={(event) => {
          event.preventDefault();
          erase.mutate(email.trim(), { onSettled: () => setConfirming(false) });
        }}
      />
    </PanelForm>
  );
}
