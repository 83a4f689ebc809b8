import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { CreateOwnerFormInput, Owner } from '@app/contracts';
import { Button, Checkbox, FormField, Input, media } from '@app/ui';
import { apiFieldError } from '@app/web';
import { ContactFields, FormFooter, FormGrid, type RecordFormProps, useTextFields } from '../../shared/form-layout';
import { ListingSelect } from '../../shared/listing-select';

type UnitFields = { key: number; listingId: string; address: string; managementFeePercent: string };
type Fields = { name: string; email: string; phone: string };

let nextUnitKey = 0;
const unitFields = (unit?: Owner['units'][number]): UnitFields => ({
  key: (nextUnitKey += 1),
  listingId: unit?.listing?.id ?? '',
  address: unit?.address ?? '',
  managementFeePercent: unit ? String(unit.managementFeePercent) : '',
});

type OwnerFormProps = RecordFormProps<CreateOwnerFormInput> & { owner: Owner | null };

/** The owner, and their units (each a listing or an address, with its management fee); the API checks every field. */
export function OwnerForm({ owner, submitLabel, offerInvite, saving, error, onSubmit }: OwnerFormProps) {
  const { fields, bind } = useTextFields<Fields>(() => ({ name: owner?.name ?? '', email: owner?.email ?? '', phone: owner?.phone ?? '' }));
  const [units, setUnits] = useState<UnitFields[]>(() => (owner?.units.length ? owner.units.map(unitFields) : [unitFields()]));
  const [invite, setInvite] = useState(true);
  const changeUnit = (key: number, change: Partial<UnitFields>) => setUnits(units.map((unit) => (unit.key === key ? { ...unit, ...change } : unit)));
  const fieldError = (name: string) => apiFieldError(error, name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      ...fields,
      units: units.map((unit) => ({
        listingId: unit.listingId || null,
        address: unit.address.trim() || null,
        managementFeePercent: Number(unit.managementFeePercent),
      })),
      ...(offerInvite ? { invite } : {}),
    });
  };
  const unitErrors = units.flatMap((_unit, index) => ['address', 'managementFeePercent', 'listingId'].map((name) => fieldError(`units.${index}.${name}`)));
  const unmatched = Boolean(error) && !['name', 'email', 'phone', 'units'].some(fieldError) && !unitErrors.some(Boolean);

  return (
    <FormGrid $columns={3} onSubmit={submit} noValidate>
      <ContactFields who="Owner" names={{ name: 'name', email: 'email', phone: 'phone' }} bind={bind} fieldError={fieldError} />
      <StyledUnits aria-label="Units">
        <legend>Units</legend>
        {fieldError('units') && <p role="alert">{fieldError('units')}</p>}
        {units.map((unit, index) => (
          <StyledUnit key={unit.key} aria-label={`Unit ${index + 1}`}>
            <FormField label={`Unit ${index + 1}: listing`} hint="Or leave it empty and write the address" error={fieldError(`units.${index}.listingId`)}>
              <ListingSelect value={unit.listingId} onChange={(event) => changeUnit(unit.key, { listingId: event.target.value })} />
            </FormField>
            <FormField label={`Unit ${index + 1}: address`} error={fieldError(`units.${index}.address`)}>
              <Input value={unit.address} onChange={(event) => changeUnit(unit.key, { address: event.target.value })} autoComplete="off" />
            </FormField>
            <FormField label={`Unit ${index + 1}: management fee (%)`} required error={fieldError(`units.${index}.managementFeePercent`)}>
              <Input
                type="number"
                min="0"
                max="100"
                step="0.01"
                inputMode="decimal"
                value={unit.managementFeePercent}
                onChange={(event) => changeUnit(unit.key, { managementFeePercent: event.target.value })}
              />
            </FormField>
            {units.length > 1 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setUnits(units.filter((other) => other.key !== unit.key))}>
                Remove unit {index + 1}
              </Button>
            )}
          </StyledUnit>
        ))}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => setUnits([...units, unitFields()])}>
            Add a unit
          </Button>
        </div>
      </StyledUnits>
      {offerInvite && (
        <Checkbox label="E-mail the owner a sign-in link to the owner portal" checked={invite} onChange={(event) => setInvite(event.currentTarget.checked)} />
      )}
      <FormFooter unmatched={unmatched} subject="the owner" error={error} saving={saving} submitLabel={submitLabel} />
    </FormGrid>
  );
}

const StyledUnits = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledUnit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: end;

  ${media.md} {
    grid-template-columns: 2fr 2fr 1fr auto;
  }
`;
