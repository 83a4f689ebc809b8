import type { EntityManager } from '@mikro-orm/postgresql';

/** How many rows one statement of a purge deletes: each batch is its own short transaction, never a whole table. */
export const PURGE_BATCH = 2000;

/**
 * Deletes the rows of `table` that `where` selects (SQL over the alias `t`, with `params`), PURGE_BATCH at a time,
 * each batch in a statement (and transaction) of its own, until none is left. Answers how many were deleted.
 */
export async function deleteInBatches(em: EntityManager, table: string, where: string, params: unknown[]): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await em
      .getConnection()
      .execute<Array<{ id: string }>>(
        `delete from ${table} where id in (select t.id from ${table} t where ${where} limit ${PURGE_BATCH}) returning id`,
        params,
        'all',
      );
    deleted += rows.length;
    if (rows.length < PURGE_BATCH) return deleted;
  }
}
