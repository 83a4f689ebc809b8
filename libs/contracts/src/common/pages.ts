import { z } from 'zod';

/** `page` (from 1) and `pageSize` (1–100) of a paged list's query string. */
export function pageQueryFields(defaultPageSize: number) {
  return {
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize is at most 100').default(defaultPageSize),
  };
}

/** One page of a list: its items and the total of matches. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
