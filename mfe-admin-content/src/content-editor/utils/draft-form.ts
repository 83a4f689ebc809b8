import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  ContentDraftInputSchema,
  ContentTypeSchema,
  DraftStatusSchema,
  type ContentDraft,
  type ContentDraftInput,
  type User,
} from '@app/contracts';

/** What the editor holds while staff type: every field as text, the publish time as a datetime-local value. */
const DraftFormValuesSchema = z.object({
  title: z.string(),
  content: z.string(),
  author: z.string(),
  contentType: ContentTypeSchema,
  status: DraftStatusSchema,
  tags: z.array(z.string()),
  imageUrl: z.string(),
  featuredImage: z.string(),
  scheduledFor: z.string(),
});
export type DraftFormValues = z.infer<typeof DraftFormValuesSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the value of a datetime-local input, in the browser's time zone. */
export function toLocalDateTime(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalDateTime(value: string): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

function toDraftInput(values: DraftFormValues): ContentDraftInput {
  return { ...values, scheduledFor: values.status === 'scheduled' ? fromLocalDateTime(values.scheduledFor) : null };
}

/**
 * The editor's validation: the contract's own schema (SPEC §5, the same one the API applies), after turning the
 * form's text into its input, plus a publish time that has not passed yet.
 */
export const DraftFormSchema = DraftFormValuesSchema.transform(toDraftInput)
  .pipe(ContentDraftInputSchema)
  .refine((draft) => !draft.scheduledFor || Date.parse(draft.scheduledFor) > Date.now(), {
    path: ['scheduledFor'],
    message: CONTENT_MESSAGES.scheduleInPast,
  });

export function newDraftFormValues(author: User | null): DraftFormValues {
  return {
    title: '',
    content: '',
    author: author ? (author.fullName ?? author.username) : '',
    contentType: 'blog',
    status: 'draft',
    tags: [],
    imageUrl: '',
    featuredImage: '',
    scheduledFor: '',
  };
}

export function draftFormValues(draft: ContentDraft): DraftFormValues {
  return {
    title: draft.title,
    content: draft.content,
    author: draft.author ?? '',
    contentType: draft.contentType,
    status: draft.status,
    tags: draft.tags,
    imageUrl: draft.imageUrl ?? '',
    featuredImage: draft.featuredImage ?? '',
    scheduledFor: toLocalDateTime(draft.scheduledFor),
  };
}

/** SPEC §5: Save needs a title and some content. */
export const canSave = ({ title, content }: Pick<DraftFormValues, 'title' | 'content'>) => title.trim() !== '' && content.trim() !== '';

/** SPEC §4: 'Update Blog Post' is for an existing blog draft that is approved. */
export const canUpdatePost = (draft: ContentDraft | undefined, { contentType, status }: Pick<DraftFormValues, 'contentType' | 'status'>) =>
  Boolean(draft) && contentType === 'blog' && status === 'approved';
