import { z } from 'zod';
import { textInput } from './text';

/** `page` (from 1) and `pageSize` (1–100) of a paged list's query string. */
export function pageQueryFields(defaultPageSize: number) {
  return {
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize is at most 100').default(defaultPageSize),
  };
}

/** `q`, the search text of a list's query string: at most 200 characters, trimmed. */
export function searchTextField() {
  return textInput().trim().max(200, 'Search text is at most 200 characters').optional();
}

/** One page of a list: its items and the total of matches. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** The most matches a capped total counts: past it, a list says "more than 10,000" instead of counting every row. */
export const TOTAL_COUNT_CAP = 10_000;

/**
 * One page of a list of a table that grows without end: `total` counts matches only up to TOTAL_COUNT_CAP, so its cost
 * stays flat as rows grow; `totalIsCapped` says there are more than that (then `total` is TOTAL_COUNT_CAP).
 */
export function cappedPageOf<Item extends z.ZodType>(item: Item) {
  return pageOf(item).extend({ totalIsCapped: z.boolean() });
}
