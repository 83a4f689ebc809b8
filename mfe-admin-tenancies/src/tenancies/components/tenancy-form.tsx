import { type FormEvent, useState } from 'react';
import type { CreateTenancyFormInput, Tenancy } from '@app/contracts';
import { Checkbox, FormField, Input } from '@app/ui';
import { apiFieldError } from '@app/web';
import { ContactFields, FormFooter, FormGrid, type RecordFormProps, useTextFields } from '../../shared/form-layout';
import { ListingSelect } from '../../shared/listing-select';
import { LeaseTermsFields } from '../lease-terms/lease-terms-fields';
import { leaseTermsBody, leaseTermsOf, warningsOf } from '../lease-terms/lease-terms-state';

type Fields = {
  listingId: string;
  address: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  leaseStart: string;
  leaseEnd: string;
  monthlyRent: string;
};

function fieldsOf(tenancy: Tenancy | null): Fields {
  return {
    listingId: tenancy?.listing?.id ?? '',
    address: tenancy?.address ?? '',
    tenantName: tenancy?.tenantName ?? '',
    tenantEmail: tenancy?.tenantEmail ?? '',
    tenantPhone: tenancy?.tenantPhone ?? '',
    leaseStart: tenancy?.leaseStart ?? '',
    leaseEnd: tenancy?.leaseEnd ?? '',
    monthlyRent: tenancy ? String(tenancy.monthlyRent) : '',
  };
}

type TenancyFormProps = RecordFormProps<CreateTenancyFormInput> & { tenancy: Tenancy | null };

/** The unit (a listing or an address), the tenant and the lease; the API checks every field and says what is wrong. */
export function TenancyForm({ tenancy, submitLabel, offerInvite, saving, error, onSubmit }: TenancyFormProps) {
  const { fields, bind } = useTextFields(() => fieldsOf(tenancy));
  const [invite, setInvite] = useState(true);
  const [leaseTerms, setLeaseTerms] = useState(() => leaseTermsOf(tenancy));
  const [confirmWarnings, setConfirmWarnings] = useState(false);
  const fieldError = (name: string) => apiFieldError(error, name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      ...fields,
      listingId: fields.listingId || null,
      address: fields.address.trim() || null,
      monthlyRent: Number(fields.monthlyRent),
      ...leaseTermsBody(leaseTerms, fields.monthlyRent, confirmWarnings),
      ...(offerInvite ? { invite } : {}),
    });
  };
  const unmatched =
    Boolean(error) &&
    warningsOf(error).length === 0 &&
    !['address', 'tenantName', 'tenantEmail', 'tenantPhone', 'leaseStart', 'leaseEnd', 'monthlyRent'].some(fieldError);

  return (
    <FormGrid $columns={2} onSubmit={submit} noValidate>
      <FormField label="Listing" hint="Or leave it empty and write the address">
        <ListingSelect {...bind('listingId')} />
      </FormField>
      <FormField label="Address" error={fieldError('address')}>
        <Input {...bind('address')} autoComplete="off" />
      </FormField>
      <ContactFields who="Tenant" names={{ name: 'tenantName', email: 'tenantEmail', phone: 'tenantPhone' }} bind={bind} fieldError={fieldError} />
      <FormField label="Monthly rent (S$)" required error={fieldError('monthlyRent')}>
        <Input type="number" min="0" step="0.01" inputMode="decimal" {...bind('monthlyRent')} />
      </FormField>
      <FormField label="Lease starts" required error={fieldError('leaseStart')}>
        <Input type="date" {...bind('leaseStart')} />
      </FormField>
      <FormField label="Lease ends" required error={fieldError('leaseEnd')}>
        <Input type="date" {...bind('leaseEnd')} />
      </FormField>
      <LeaseTermsFields
        lease={fields}
        value={leaseTerms}
        onChange={setLeaseTerms}
        fieldError={fieldError}
        confirmWarnings={confirmWarnings}
        onConfirmWarnings={setConfirmWarnings}
      />
      {warningsOf(error).length > 0 && !confirmWarnings && <p role="alert">Please confirm the lease-rule checks above to save this tenancy.</p>}
      {offerInvite && (
        <Checkbox label="E-mail the tenant a sign-in link to the repair portal" checked={invite} onChange={(event) => setInvite(event.currentTarget.checked)} />
      )}
      <FormFooter unmatched={unmatched} subject="the tenancy" error={error} saving={saving} submitLabel={submitLabel} />
    </FormGrid>
  );
}
