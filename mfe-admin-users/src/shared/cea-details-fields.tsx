import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { FormField, Input } from '@app/ui';

type CeaFields = { ceaRegistrationNumber?: unknown; phone?: unknown };

interface CeaDetailsFieldsProps {
  /** Registers a field (with whatever the form does on change). */
  register: (name: 'ceaRegistrationNumber' | 'phone') => UseFormRegisterReturn;
  errors: FieldErrors<CeaFields>;
}

/** An account's CEA registration number and phone: a listing can be shown only with an agent who has both. */
export function CeaDetailsFields({ register, errors }: CeaDetailsFieldsProps) {
  return (
    <>
      <FormField
        label="CEA Registration Number"
        error={errors.ceaRegistrationNumber?.message}
        hint="R, 6 digits and a letter, e.g. R123456A. Listings name their agent with it."
      >
        <Input autoComplete="off" maxLength={20} {...register('ceaRegistrationNumber')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} hint="A Singapore number, e.g. +65 9123 4567. Shown on the listings of this agent.">
        <Input type="tel" autoComplete="off" maxLength={20} {...register('phone')} />
      </FormField>
    </>
  );
}
