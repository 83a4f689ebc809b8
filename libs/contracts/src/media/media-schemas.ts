import { z } from 'zod';
import { textInput } from '../common/text';

export const MEDIA_FIELD_LIMITS = { title: 200, caption: 2000, tags: 20, tag: 50 } as const;

/** SPEC §5: split on commas, trimmed, empty entries dropped; no tags at all is null. */
export function tagsFromText(text: string): string[] | null {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.length ? tags : null;
}

/** The Tags field shows the list comma separated. */
export function tagsToText(tags: readonly string[] | null): string {
  return tags?.join(', ') ?? '';
}

/** Trimmed; empty text is null (SPEC §5). */
function optionalText(label: string, max: number) {
  return textInput()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

const TagSchema = textInput().max(MEDIA_FIELD_LIMITS.tag, `Each tag must be at most ${MEDIA_FIELD_LIMITS.tag} characters`);

const TagListSchema = z
  .array(textInput())
  .transform((tags) => tagsFromText(tags.join(',')))
  .pipe(z.array(TagSchema).max(MEDIA_FIELD_LIMITS.tags, `At most ${MEDIA_FIELD_LIMITS.tags} tags`).nullable());

const TagTextSchema = textInput()
  .transform(tagsFromText)
  .pipe(z.array(TagSchema).max(MEDIA_FIELD_LIMITS.tags, `At most ${MEDIA_FIELD_LIMITS.tags} tags`).nullable());

/** Body of PUT /api/admin/media/{id}. */
export const UpdateMediaSchema = z.object({
  title: optionalText('Title', MEDIA_FIELD_LIMITS.title),
  caption: optionalText('Caption', MEDIA_FIELD_LIMITS.caption),
  tags: TagListSchema.nullish().transform((tags) => tags ?? null),
});
export type UpdateMediaInput = z.infer<typeof UpdateMediaSchema>;

/**
 * Title, caption and comma-separated tags as people type them: the text fields sent with the files of
 * POST /api/admin/media, and the details panel's form, whose output is the PUT body.
 */
export const MediaTextFieldsSchema = z.object({
  title: optionalText('Title', MEDIA_FIELD_LIMITS.title),
  caption: optionalText('Caption', MEDIA_FIELD_LIMITS.caption),
  tags: TagTextSchema.nullish().transform((tags) => tags ?? null),
});
export type MediaTextFields = z.infer<typeof MediaTextFieldsSchema>;
