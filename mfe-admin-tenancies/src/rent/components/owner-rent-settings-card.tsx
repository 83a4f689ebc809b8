import styled from 'styled-components';
import {
  FEE_BASES,
  FEE_BASIS_LABELS,
  type FeeBasis,
  type OwnerRentSettings,
  PAYEE_KIND_LABELS,
  PAYEE_KINDS,
  type PayeeKind,
  UnitPayeeSchema,
} from '@app/contracts';
import { Card, CardContent, CardHeading, FormField, Grid, Input, LabelOptions, media, Select, SubmitButton } from '@app/ui';
import { checkFields, errorMessage, QueryStatus, toast, useCheckedForm } from '@app/web';
import { useOwnerRentSettings, useUpdateOwnerRentSettings, useUpdateUnitPayee } from '../api/rent-queries';

/**
 * On an owner's page (admins and super admins): whether the fee is taken on rent received or due, and who receives each
 * unit's rent by PayNow (the company's UEN by default, or the owner's own UEN or mobile): the company's decision, taken
 * with its advisers.
 */
export function OwnerRentSettingsCard({ ownerId }: { ownerId: string }) {
  const settings = useOwnerRentSettings(ownerId);
  return (
    <Card>
      <CardHeading
        title="Rent: fee basis and PayNow payee"
        description="Who receives the rent is the company’s decision, taken with its advisers. The tenant sees the payee’s name beside the QR."
      />
      <CardContent>
        <QueryStatus query={settings} subject="the rent settings">
          {(loaded) => (
            <Grid $gap={6}>
              <FeeBasisForm key={loaded.feeBasis} settings={loaded} />
              {loaded.units.map((unit) => (
                <UnitPayeeForm key={`${unit.id}-${unit.payee.kind}-${unit.payee.proxyValue}`} unit={unit} />
              ))}
            </Grid>
          )}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

function FeeBasisForm({ settings }: { settings: OwnerRentSettings }) {
  const update = useUpdateOwnerRentSettings(settings.ownerId);
  return (
    <FormField label="Management fee taken on" error={update.error ? errorMessage(update.error) : undefined}>
      <Select
        value={settings.feeBasis}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ feeBasis: event.target.value as FeeBasis }, { onSuccess: () => toast({ title: 'Fee basis saved' }) })}
      >
        <LabelOptions values={FEE_BASES} labels={FEE_BASIS_LABELS} />
      </Select>
    </FormField>
  );
}

type Unit = OwnerRentSettings['units'][number];

function UnitPayeeForm({ unit }: { unit: Unit }) {
  const update = useUpdateUnitPayee();
  const owners = unit.payee.kind !== 'company';
  const form = useCheckedForm({
    initial: { kind: unit.payee.kind as string, proxy: owners ? unit.payee.proxyValue : '', name: owners ? unit.payee.name : '' },
    error: update.error,
    check: ({ kind, proxy, name }) => checkFields(UnitPayeeSchema, kind === 'owner_mobile' ? { kind, mobile: proxy, name } : { kind, uen: proxy, name }),
  });
  const kind = form.fields.kind as PayeeKind;
  const submit = form.onSubmit((payee) => update.mutate({ unitId: unit.id, payee }, { onSuccess: () => toast({ title: `Payee of ${unit.unit} saved` }) }));
  return (
    <StyledPayee aria-label={`PayNow payee of ${unit.unit}`} onSubmit={submit} noValidate>
      <strong>{unit.unit}</strong>
      <small>
        Now: {unit.payee.name} ({unit.payee.proxyType === 'uen' ? 'UEN' : 'mobile'} {unit.payee.proxyValue})
      </small>
      <FormField label="Rent goes to" error={form.fieldError('kind')}>
        <Select {...form.bind('kind')}>
          <LabelOptions values={PAYEE_KINDS} labels={PAYEE_KIND_LABELS} />
        </Select>
      </FormField>
      {kind !== 'company' && (
        <>
          <FormField
            label={kind === 'owner_mobile' ? 'PayNow mobile number' : 'PayNow UEN'}
            required
            error={form.fieldError(kind === 'owner_mobile' ? 'mobile' : 'uen')}
          >
            <Input autoComplete="off" {...form.bind('proxy')} />
          </FormField>
          <FormField label="Name PayNow shows" required hint="At most 25 characters, as the bank registered it" error={form.fieldError('name')}>
            <Input autoComplete="off" {...form.bind('name')} />
          </FormField>
        </>
      )}
      {form.formError(['kind', 'uen', 'mobile', 'name']) && <p role="alert">Could not save: {errorMessage(update.error)}</p>}
      <div>
        <SubmitButton pending={update.isPending} variant="outline">
          Save payee
        </SubmitButton>
      </div>
    </StyledPayee>
  );
}

const StyledPayee = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-top: ${({ theme }) => theme.spacing[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    > strong,
    > small,
    > [role='alert'],
    > div:last-child {
      grid-column: 1 / -1;
    }
  }
`;
