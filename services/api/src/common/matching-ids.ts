import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import { PropertyEntity } from '@app/core';

/**
 * The ids of the rows of `entity` matching `where`, read on their own (plain rows, outside the identity map). A search
 * ORs `relation in (these ids)` with its own text filter, which PostgreSQL answers with an index on each side, where
 * the same condition through a join, or as `in (subquery)` inside the OR, reads the whole table.
 */
export async function matchingIds<Entity extends object>(em: EntityManager, entity: EntityName<Entity>, where: FilterQuery<Entity>): Promise<string[]> {
  const rows = await em
    .createQueryBuilder(entity)
    .select('id' as never)
    .where(where)
    .execute<{ id: string }[]>('all');
  return rows.map((row) => row.id);
}

/** The listings whose title matches the ILIKE `pattern` (index `properties_title_search_index`). */
export function listingsTitled(em: EntityManager, pattern: string): Promise<string[]> {
  return matchingIds(em, PropertyEntity, { title: { $ilike: pattern } });
}
