/**
 * A keyset condition for reading a table in batches ordered by (`column`, id): the rows after the row whose id is the
 * query's one parameter (`'<'` going newest first, `'>'` oldest first). It is a row comparison, which an index on
 * (`column`, id) reads from where the last batch ended (an `or` of the two columns makes PostgreSQL scan from the
 * start), against the stored values of that row: a JavaScript Date would keep milliseconds of a column that keeps
 * microseconds, skipping or repeating rows that differ below a millisecond.
 */
export function afterRowOf(alias: string, table: string, column: string, direction: '<' | '>'): string {
  return `(${alias}.${column}, ${alias}.id) ${direction} (select last.${column}, last.id from ${table} last where last.id = ?)`;
}

/**
 * SQL of a timestamp `column` as Date.toISOString() writes it (UTC, to the millisecond, microseconds cut as a Date cuts
 * them), for rows read in batches as plain text rather than entities.
 */
export function isoTime(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
