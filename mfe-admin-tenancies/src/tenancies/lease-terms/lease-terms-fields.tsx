import styled from 'styled-components';
import {
  formatCents,
  LETTING_KIND_LABELS,
  LETTING_KINDS,
  PROPERTY_KIND_LABELS,
  PROPERTY_KINDS,
  type StampDuty,
  STAMP_DUTY_SOURCE,
  TENANT_RESIDENCIES,
  TENANT_RESIDENCY_LABELS,
} from '@app/contracts';
import { Checkbox, FormField, Input, LabelOptions, Select } from '@app/ui';
import { formatSingaporeDay } from '@app/web';
import { laterLeaseYears, type LeaseTermsState, liveFindings, liveStamping } from './lease-terms-state';

type LeaseTermsFieldsProps = {
  lease: { leaseStart: string; leaseEnd: string; monthlyRent: string };
  value: LeaseTermsState;
  onChange: (value: LeaseTermsState) => void;
  fieldError: (name: string) => string | undefined;
  /** Warnings of the last save (409) or of the form as it stands, and whether staff confirmed them. */
  confirmWarnings: boolean;
  onConfirmWarnings: (confirmed: boolean) => void;
};

const BASIS_TEXT: Record<StampDuty['basis'], string> = {
  exempt: 'exempt: the average annual rent is S$1,000 or less',
  total_rent: '0.4% of the total rent for the lease',
  four_years_average: '0.4% of four years of the average annual rent (a lease over 4 years)',
};

/**
 * The unit and tenant facts Singapore's lease rules need, the rent facts of the stamp duty, the stamping dates and the
 * diplomatic clause; the duty and the rules are worked out live as staff type (checks and reminders, not legal advice).
 */
export function LeaseTermsFields({ lease, value, onChange, fieldError, confirmWarnings, onConfirmWarnings }: LeaseTermsFieldsProps) {
  const bind = (name: keyof LeaseTermsState) => ({
    value: value[name] as string,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  const years = laterLeaseYears(lease);
  const stamping = liveStamping(lease, value);
  const findings = liveFindings(lease, value);
  const setLaterRent = (index: number, rent: string) => {
    const rents = Array.from({ length: years }, (_, year) => value.laterYearRents[year] ?? '');
    rents[index] = rent;
    onChange({ ...value, laterYearRents: rents });
  };

  return (
    <>
      <StyledHeading>Unit and occupants</StyledHeading>
      <FormField label="Property type" error={fieldError('propertyKind')}>
        <Select {...bind('propertyKind')}>
          <option value="">Not given</option>
          <LabelOptions values={PROPERTY_KINDS} labels={PROPERTY_KIND_LABELS} />
        </Select>
      </FormField>
      <FormField label="Let as" error={fieldError('letting')}>
        <Select {...bind('letting')}>
          <LabelOptions values={LETTING_KINDS} labels={LETTING_KIND_LABELS} />
        </Select>
      </FormField>
      {value.propertyKind === 'hdb' && (
        <FormField label="HDB flat type (rooms)" hint="An executive flat counts as 5" error={fieldError('hdbRooms')}>
          <Select {...bind('hdbRooms')}>
            <option value="">Not given</option>
            {[1, 2, 3, 4, 5].map((rooms) => (
              <option key={rooms} value={String(rooms)}>
                {rooms}-room
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="Floor area (m²)" error={fieldError('floorAreaSqm')}>
        <Input type="number" min="10" inputMode="numeric" {...bind('floorAreaSqm')} />
      </FormField>
      <FormField label="Tenant’s residency" error={fieldError('tenantResidency')}>
        <Select {...bind('tenantResidency')}>
          <option value="">Not given</option>
          <LabelOptions values={TENANT_RESIDENCIES} labels={TENANT_RESIDENCY_LABELS} />
        </Select>
      </FormField>
      <FormField label="Unrelated occupants" error={fieldError('occupants')}>
        <Input type="number" min="1" inputMode="numeric" {...bind('occupants')} />
      </FormField>

      <StyledHeading>Rent for the stamp duty</StyledHeading>
      {Array.from({ length: years }, (_, index) => (
        <FormField
          key={index}
          label={`Rent a month in lease year ${index + 2} (S$)`}
          hint="Leave empty if the rent stays the same"
          error={fieldError('laterYearRents')}
        >
          <Input
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            value={value.laterYearRents[index] ?? ''}
            onChange={(event) => setLaterRent(index, event.target.value)}
          />
        </FormField>
      ))}
      <FormField label="Market rent a month (S$)" hint="If higher than the rent agreed" error={fieldError('marketMonthlyRent')}>
        <Input type="number" min="0" step="0.01" inputMode="decimal" {...bind('marketMonthlyRent')} />
      </FormField>
      <FormField label="Service, maintenance and furniture charges a month (S$)" error={fieldError('monthlyCharges')}>
        <Input type="number" min="0" step="0.01" inputMode="decimal" {...bind('monthlyCharges')} />
      </FormField>

      <StyledHeading>Stamping</StyledHeading>
      <FormField label="Agreement first signed on" error={fieldError('signedOn')}>
        <Input type="date" {...bind('signedOn')} />
      </FormField>
      <StyledWide>
        <Checkbox label="Signed abroad" checked={value.signedAbroad} onChange={(event) => onChange({ ...value, signedAbroad: event.currentTarget.checked })} />
      </StyledWide>
      {value.signedAbroad && (
        <FormField label="Received in Singapore on" error={fieldError('receivedInSingaporeOn')}>
          <Input type="date" {...bind('receivedInSingaporeOn')} />
        </FormField>
      )}
      <FormField label="Stamp certificate reference" error={fieldError('stampCertificateRef')}>
        <Input {...bind('stampCertificateRef')} autoComplete="off" />
      </FormField>
      <FormField label="Stamped on" error={fieldError('stampedOn')}>
        <Input type="date" {...bind('stampedOn')} />
      </FormField>
      {stamping && (
        <StyledSummary aria-live="polite" aria-label="Stamp duty">
          <strong>Stamp duty: {formatCents(stamping.duty.dutyCents)}</strong> ({BASIS_TEXT[stamping.duty.basis]}).{' '}
          {stamping.deadline && `Stamp by ${formatSingaporeDay(`${stamping.deadline}T00:00:00+08:00`)}. `}
          {stamping.penaltyCents > 0 && `Late: IRAS’s penalty is ${formatCents(stamping.penaltyCents)}. `}
          <a href={STAMP_DUTY_SOURCE} target="_blank" rel="noreferrer">
            IRAS on lease stamp duty
          </a>
        </StyledSummary>
      )}

      <StyledHeading>Diplomatic clause</StyledHeading>
      <FormField label="Tenant may give notice from" hint="Leave empty if the lease has no diplomatic clause" error={fieldError('diplomaticClauseFrom')}>
        <Input type="date" {...bind('diplomaticClauseFrom')} />
      </FormField>
      <FormField label="Notice (months)" error={fieldError('diplomaticNoticeMonths')}>
        <Input type="number" min="1" max="6" inputMode="numeric" {...bind('diplomaticNoticeMonths')} />
      </FormField>

      {(findings.refusals.length > 0 || findings.warnings.length > 0) && (
        <StyledFindings aria-label="Lease rules">
          {findings.refusals.map((finding) => (
            <p key={finding.rule} role="alert">
              Cannot be saved. {finding.message}.
            </p>
          ))}
          {findings.warnings.map((finding) => (
            <p key={finding.rule}>Check: {finding.message}.</p>
          ))}
          {findings.warnings.length > 0 && (
            <Checkbox
              label="I have checked these and save the tenancy anyway"
              checked={confirmWarnings}
              onChange={(event) => onConfirmWarnings(event.currentTarget.checked)}
            />
          )}
        </StyledFindings>
      )}
    </>
  );
}

const StyledHeading = styled.h2`
  grid-column: 1 / -1;
  margin: ${({ theme }) => theme.spacing[2]} 0 0;
  font-size: 1rem;
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledSummary = styled.p`
  grid-column: 1 / -1;
  margin: 0;
`;

const StyledFindings = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;
