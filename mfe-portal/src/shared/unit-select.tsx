import type { PortalAccount } from '@app/contracts';
import { FormField, Select } from '@app/ui';

type UnitSelectProps = {
  /** The tenancies to choose from, each shown by its unit. */
  tenancies: PortalAccount['tenancies'];
  /** The chosen tenancy's id. */
  value: string;
  onChange: (tenancyId: string) => void;
  error?: string;
};

/** Which of the tenant's units a page is about: offered only when there is more than one to choose from. */
export function UnitSelect({ tenancies, value, onChange, error }: UnitSelectProps) {
  if (tenancies.length < 2) return null;
  return (
    <FormField label="Unit" error={error}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {tenancies.map((tenancy) => (
          <option key={tenancy.id} value={tenancy.id}>
            {tenancy.unit}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
