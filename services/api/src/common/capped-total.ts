import type { EntityManager, EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { TOTAL_COUNT_CAP } from '@app/contracts';

/** The total of a list of a table that grows without end, as `cappedPageOf` in @app/contracts answers it. */
export type CappedTotal = { total: number; totalIsCapped: boolean };

/**
 * How many rows match `where`, counted up to TOTAL_COUNT_CAP: `select count(*)` over the first TOTAL_COUNT_CAP + 1
 * matches in the list's own order, so it reads the index the page reads and stops there, however many rows the table
 * holds. More than the cap answers the cap with `totalIsCapped`.
 */
export async function cappedTotal<Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  where: FilterQuery<Entity>,
  orderBy: QueryOrderMap<Entity>,
): Promise<CappedTotal> {
  const matches = em
    .createQueryBuilder(entity, 'capped')
    .select('capped.id' as never)
    .where(where)
    .orderBy(orderBy)
    .limit(TOTAL_COUNT_CAP + 1)
    .getKnexQuery()
    .toSQL();
  const { count } = await em
    .getConnection()
    .execute<{ count: number }>(`select count(*)::int as count from (${matches.sql}) matches`, [...matches.bindings], 'get');
  return { total: Math.min(count, TOTAL_COUNT_CAP), totalIsCapped: count > TOTAL_COUNT_CAP };
}
