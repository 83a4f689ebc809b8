import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type MediaItem, type MediaTextFields, MediaTextFieldsSchema, tagsToText } from '@app/contracts';

/** Title, caption and tags as typed; the resolver turns them into the normalised body (SPEC §5). */
export type MediaFormValues = { title: string; caption: string; tags: string };

export const EMPTY_MEDIA_FORM: MediaFormValues = { title: '', caption: '', tags: '' };

export function mediaFormValues(item: MediaItem): MediaFormValues {
  return { title: item.title ?? '', caption: item.caption ?? '', tags: tagsToText(item.tags) };
}

export const mediaFormResolver: Resolver<MediaFormValues, unknown, MediaTextFields> = zodResolver(
  MediaTextFieldsSchema as z.ZodType<MediaTextFields, MediaFormValues>,
);
