import { type UseFormReturn } from 'react-hook-form';
import { type ContentDraftValues } from '@app/contracts';
import { FormField, Input } from '@app/ui';
import { type DraftFormValues } from '../utils/draft-form';

export function DraftTitleField({ form }: { form: UseFormReturn<DraftFormValues, unknown, ContentDraftValues> }) {
  return (
    <FormField label="Title" error={form.formState.errors.title?.message} required>
      <Input maxLength={200} autoComplete="off" {...form.register('title')} />
    </FormField>
  );
}
