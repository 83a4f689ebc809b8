/**
 * The declaration of a trigram index (pg_trgm) on `text`, an SQL expression over `table`'s columns, for `@Index`: it
 * serves a search written as `(text) ILIKE '%…%'`, the same expression. `where` makes it partial.
 */
export function trigramIndex(table: string, name: string, text: string, where?: string): { name: string; expression: string } {
  const partial = where ? ` where ${where}` : '';
  return { name, expression: `create index "${name}" on "${table}" using gin ((${text}) gin_trgm_ops)${partial}` };
}
