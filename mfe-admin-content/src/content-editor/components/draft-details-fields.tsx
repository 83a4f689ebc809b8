import { Controller, type UseFormReturn } from 'react-hook-form';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentDraftValues, type DraftStatus } from '@app/contracts';
import { FormField, Input, LabelOptions, Select } from '@app/ui';
import { type DraftFormValues } from '../utils/draft-form';
import { ImageField } from './image-field';
import { TagPicker } from './tag-picker';

interface DraftDetailsFieldsProps {
  form: UseFormReturn<DraftFormValues, unknown, ContentDraftValues>;
  status: DraftStatus;
}

/** Content type, author, tags, the publish time of a scheduled draft, and the two images. */
export function DraftDetailsFields({ form, status }: DraftDetailsFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Content type">
        <Select {...form.register('contentType')}>
          <LabelOptions values={CONTENT_TYPES} labels={CONTENT_TYPE_LABELS} />
        </Select>
      </FormField>
      <FormField label="Author" error={errors.author?.message} hint="Required for blog posts.">
        <Input maxLength={120} autoComplete="name" {...form.register('author')} />
      </FormField>
      <Controller control={form.control} name="tags" render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />} />
      {status === 'scheduled' && (
        <FormField label="Publish at" error={errors.scheduledFor?.message} hint="Your local time. The post goes live then on its own." required>
          <Input type="datetime-local" {...form.register('scheduledFor')} />
        </FormField>
      )}
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => <ImageField label="Listing image" value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={form.control}
        name="featuredImage"
        render={({ field }) => <ImageField label="Featured image" value={field.value} onChange={field.onChange} />}
      />
    </>
  );
}
