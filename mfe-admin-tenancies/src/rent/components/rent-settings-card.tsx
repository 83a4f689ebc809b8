import styled from 'styled-components';
import { type TenancyRentSettings, TenancyRentSettingsInputSchema } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeading, FormField, Input, Select, SubmitButton } from '@app/ui';
import { checkFields, errorMessage, QueryStatus, toast, useCheckedForm } from '@app/web';
import { useTenancyRentSettings, useUpdateTenancyRentSettings } from '../api/rent-queries';

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The due day (the lease start's by default) and late interest (off unless a rate is set); the payee is shown, set per unit. */
export function RentSettingsCard({ tenancyId }: { tenancyId: string }) {
  const settings = useTenancyRentSettings(tenancyId);
  return (
    <Card>
      <CardHeading title="Due day and late interest" />
      <CardContent>
        <QueryStatus query={settings} subject="the rent settings">
          {(loaded) => <RentSettingsForm key={JSON.stringify(loaded)} settings={loaded} />}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

function RentSettingsForm({ settings }: { settings: TenancyRentSettings }) {
  const update = useUpdateTenancyRentSettings(settings.tenancyId);
  const form = useCheckedForm({
    initial: {
      dueDay: settings.dueDay === null ? '' : String(settings.dueDay),
      annualRatePercent: settings.lateInterest ? String(settings.lateInterest.annualRatePercent) : '',
      graceDays: settings.lateInterest ? String(settings.lateInterest.graceDays) : '',
    },
    error: update.error,
    check: ({ dueDay, annualRatePercent, graceDays }) =>
      checkFields(TenancyRentSettingsInputSchema, {
        dueDay: dueDay === '' ? null : Number(dueDay),
        lateInterest: annualRatePercent.trim() === '' ? null : { annualRatePercent: number(annualRatePercent), graceDays: number(graceDays || '0') },
      }),
  });
  const submit = form.onSubmit((body) => update.mutate(body, { onSuccess: () => toast({ title: 'Rent settings saved' }) }));
  return (
    <StyledSettings aria-label="Due day and late interest" onSubmit={submit} noValidate>
      <CardDescription>
        Rent goes to {settings.payee.name} (PayNow {settings.payee.proxyType === 'uen' ? 'UEN' : 'mobile'} {settings.payee.proxyValue}); the payee is set per
        unit, on its owner. Charge references start HL{settings.code}.
      </CardDescription>
      <FormField label="Rent falls due on day" hint={`Now day ${settings.effectiveDueDay}; a 31st is the month’s last day`} error={form.fieldError('dueDay')}>
        <Select {...form.bind('dueDay')}>
          <option value="">The lease start’s day</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Late interest, % a year" hint="Leave empty for none" error={form.fieldError('lateInterest')}>
        <Input inputMode="decimal" {...form.bind('annualRatePercent')} />
      </FormField>
      <FormField label="Days of grace before interest" error={form.fieldError('lateInterest')}>
        <Input inputMode="numeric" {...form.bind('graceDays')} />
      </FormField>
      {form.formError(['dueDay', 'lateInterest']) && <p role="alert">Could not save: {errorMessage(update.error)}</p>}
      <SubmitButton pending={update.isPending}>Save settings</SubmitButton>
    </StyledSettings>
  );
}

const StyledSettings = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-items: start;

  > * {
    width: 100%;
  }

  > button {
    width: auto;
  }
`;
