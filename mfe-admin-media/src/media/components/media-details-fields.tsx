import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, Input, Stack, Textarea } from '@app/ui';
import type { MediaFormValues } from '../utils/media-form';

type MediaDetailsFieldsProps = {
  register: UseFormRegister<MediaFormValues>;
  errors: FieldErrors<MediaFormValues>;
};

/** The editable Title, Caption and Tags of SPEC §2. */
export function MediaDetailsFields({ register, errors }: MediaDetailsFieldsProps) {
  return (
    <Stack>
      <FormField label="Title" error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label="Caption" error={errors.caption?.message}>
        <Textarea rows={3} {...register('caption')} />
      </FormField>
      <FormField label="Tags" hint="Separate tags with commas" error={errors.tags?.message}>
        <Input autoComplete="off" placeholder="blog, property, featured" {...register('tags')} />
      </FormField>
    </Stack>
  );
}
