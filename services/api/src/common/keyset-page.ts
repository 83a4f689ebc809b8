import { type EntityKey, type EntityManager, type EntityName, type FilterQuery, raw, RawQueryFragment } from '@mikro-orm/postgresql';
import { BadRequestException } from '@nestjs/common';
import { type Cursor, encodeCursor } from '@app/contracts';
import { type CappedTotal, cappedTotal } from './capped-total';

/** The page asked for: after or before a cursor (neither: the first page), `pageSize` rows. */
export type KeysetQuery = { after?: Cursor; before?: Cursor; pageSize: number };

/** A page of a keyset list: its rows, the cursors of the pages beside it (null at the ends) and the capped total. */
export type KeysetPage<Entity> = CappedTotal & { items: Entity[]; next: string | null; previous: string | null };

/** What a keyset list reads: an entity, its newest-first sort property (a timestamp), the filter and what to populate. */
export type KeysetList<Entity extends object> = {
  entity: EntityName<Entity>;
  sortedBy: keyof Entity & string;
  where: FilterQuery<Entity>;
  /** Relations to load with the page's rows, e.g. `['assignee']`. */
  populate?: readonly string[];
};

type KeyRow = { id: string; key: string };

/** A row as a cursor: its sort key as PostgreSQL keeps it (to the microsecond) and its id. */
const cursorOf = (row: KeyRow | undefined) => (row ? encodeCursor({ key: row.key, id: String(row.id) }) : null);

/**
 * One page of `list`, newest first by (sort property, id), read by keyset (decision 027): the rows after (older than)
 * `after` or before (newer than) `before`, as a row comparison that an index on (column, id) serves from where the
 * cursor points, so a page deep in the table costs what the first one does. A page read back to the newest rows
 * is the first page, full. The total is counted up to the cap (cappedTotal). A filter on raw SQL (a search's
 * expression) serves both queries: MikroORM forgets a raw fragment once a query used it, unless within `run`.
 */
export async function keysetPage<Entity extends object>(em: EntityManager, list: KeysetList<Entity>, query: KeysetQuery): Promise<KeysetPage<Entity>> {
  if (query.after && query.before) throw new BadRequestException('Give after or before, not both');
  const orderBy = { [list.sortedBy]: 'desc', id: 'desc' } as never;
  const [page, total] = await RawQueryFragment.run(() => Promise.all([pageOfKeys(em, list, query), cappedTotal(em, list.entity, list.where, orderBy)]));
  const ids = page.rows.map((row) => row.id);
  const items = ids.length ? await em.find(list.entity, { id: { $in: ids } } as never, { populate: list.populate as never, orderBy }) : [];
  return { items: items as Entity[], next: page.next, previous: page.previous, ...total };
}

/** The ids and sort keys of the page's rows, newest first, and the cursors beside them. */
async function pageOfKeys<Entity extends object>(
  em: EntityManager,
  list: KeysetList<Entity>,
  { after, before, pageSize }: KeysetQuery,
): Promise<{ rows: KeyRow[]; next: string | null; previous: string | null }> {
  if (before) {
    const newer = await keyRows(em, list, { cursor: before, newer: true }, pageSize + 1);
    if (newer.length <= pageSize) return pageOfKeys(em, list, { pageSize });
    const rows = newer.slice(0, pageSize).reverse();
    return { rows, next: cursorOf(rows.at(-1)), previous: cursorOf(rows[0]) };
  }
  const older = await keyRows(em, list, { cursor: after, newer: false }, pageSize + 1);
  const rows = older.slice(0, pageSize);
  const previous = after ? (cursorOf(rows[0]) ?? encodeCursor(after)) : null;
  return { rows, next: older.length > pageSize ? cursorOf(rows.at(-1)) : null, previous };
}

/**
 * Up to `limit` matching rows past `cursor` (newer ones oldest first, older ones newest first): `(column, id) < (key,
 * id)` with the key as text to the microsecond, which a JavaScript Date would round to the millisecond, skipping rows.
 */
async function keyRows<Entity extends object>(
  em: EntityManager,
  { entity, sortedBy, where }: KeysetList<Entity>,
  { cursor, newer }: { cursor?: Cursor; newer: boolean },
  limit: number,
): Promise<KeyRow[]> {
  const { properties } = em.getMetadata(entity);
  const column = properties[sortedBy as EntityKey<Entity>].fieldNames[0];
  const query = em
    .createQueryBuilder(entity, 'k')
    .select(['k.id', raw(`to_char(k.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key`)] as never[])
    .where(where);
  if (cursor) query.andWhere(`(k.${column}, k.id) ${newer ? '>' : '<'} (?::timestamptz, ?)`, [cursor.key, cursor.id]);
  const order = newer ? 'asc' : 'desc';
  return query
    .orderBy({ [sortedBy]: order, id: order } as never)
    .limit(limit)
    .execute<KeyRow[]>('all', false);
}
