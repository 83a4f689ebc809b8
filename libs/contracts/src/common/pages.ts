import { z } from 'zod';
import { textInput } from './text';

/** `page` (from 1) and `pageSize` (1–100) of a paged list's query string. */
export function pageQueryFields(defaultPageSize: number) {
  return {
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100, 'pageSize is at most 100').default(defaultPageSize),
  };
}

/** `q`, the search text of a list's query string: trimmed, at most 200 characters (254 where it looks for e-mail addresses). */
export function searchTextField(maxLength: 200 | 254 = 200) {
  return textInput().trim().max(maxLength, `Search text is at most ${maxLength} characters`).optional();
}

/** The query of a searchable paged list: `q`, the list's own filters, then `page` and `pageSize`. */
export function searchablePageQuery<Filters extends z.ZodRawShape>(filters: Filters, defaultPageSize: number) {
  return z.object({ q: searchTextField(), ...filters, ...pageQueryFields(defaultPageSize) });
}

/** One page of a list: its items and the total of matches. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** The most matches a capped total counts: past it, a list says "more than 10,000" instead of counting every row. */
export const TOTAL_COUNT_CAP = 10_000;

/** Where a page of a list ordered newest first by a timestamp and the id starts or ends: one row's sort key and id. */
export type Cursor = {
  /** The row's timestamp as PostgreSQL keeps it: UTC, to the microsecond (a JavaScript Date would cut it to the millisecond). */
  key: string;
  id: string;
};

/** The kinds of id a keyset list's table has: uuid, or a bigserial written in digits. */
const CURSOR_IDS = { uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, serial: /^[1-9][0-9]{0,18}$/ } as const;
export type CursorIdKind = keyof typeof CURSOR_IDS;

const CURSOR_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor as the API hands it out: base64url of the JSON `[key, id]`, opaque to clients. */
export function encodeCursor({ key, id }: Cursor): string {
  return btoa(JSON.stringify([key, id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor `text` encodes, or null when it is not one (not base64url, not `[key, id]`, a key or an id of the wrong shape). */
export function decodeCursor(text: string, ids: CursorIdKind): Cursor | null {
  try {
    const decoded: unknown = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
    if (!Array.isArray(decoded) || decoded.length !== 2) return null;
    const [key, id] = decoded as unknown[];
    const isKey = typeof key === 'string' && CURSOR_KEY.test(key) && !Number.isNaN(Date.parse(key));
    return isKey && typeof id === 'string' && CURSOR_IDS[ids].test(id) ? { key, id } : null;
  } catch {
    return null;
  }
}

/** A cursor parameter (`after` or `before`) of a keyset list's query string, decoded; one that is not a cursor is a 400. */
function cursorField(name: 'after' | 'before', ids: CursorIdKind) {
  const message = `${name} is not a page cursor of this list: follow the list's next or previous link`;
  return z
    .string()
    .max(200, message)
    .transform((text, context) => {
      const cursor = decodeCursor(text, ids);
      if (!cursor) context.addIssue({ code: 'custom', message });
      return cursor ?? z.NEVER;
    })
    .optional();
}

/**
 * `after` or `before` (a cursor from the list's `next` or `previous`; neither for the first page) and `pageSize`
 * (1–100) of the query string of a list of a table that grows without end, paged by keyset (decision 027).
 */
export function keysetQueryFields(defaultPageSize: number, ids: CursorIdKind = 'uuid') {
  return { after: cursorField('after', ids), before: cursorField('before', ids), pageSize: pageQueryFields(defaultPageSize).pageSize };
}

/**
 * One page of a list of a table that grows without end, paged by keyset (decision 027): `next` and `previous` are the
 * cursors of the pages beside it (null at the ends), for `after` and `before`. `total` counts matches only up to
 * TOTAL_COUNT_CAP, so its cost stays flat as rows grow; `totalIsCapped` says there are more than that.
 */
export function keysetPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalIsCapped: z.boolean(),
    pageSize: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}
