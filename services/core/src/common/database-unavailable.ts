/** Network errors of a connection that could not be opened or was lost. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** PostgreSQL SQLSTATEs of a server that is going away or refusing sessions (class 08 is matched by prefix). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * What pg and knex say when a connection ends, cannot be opened in time, or the pool has none to give. Anchored at
 * the start: a failed query's message begins with its SQL, whose values must never pass for an outage.
 */
const UNAVAILABLE_MESSAGE =
  /^(?:Knex: )?(?:Connection terminated|Connection ended unexpectedly|Timeout acquiring a connection|Client was closed|Client has encountered a connection error)/i;

/**
 * True when `error` (or any error in its `cause` chain) says PostgreSQL could not be reached or dropped the
 * connection, as opposed to a query that failed on a working database. Such errors are an outage (503), not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (describesOutage(current)) return true;
  }
  return false;
}

/**
 * A query that lost its connection half-way: knex puts the SQL first (`select … - Connection terminated
 * unexpectedly`) and pg gives it no SQLSTATE. Matched only as the whole tail of the message.
 */
const LOST_QUERY_MESSAGE =
  / - (?:Connection terminated(?: unexpectedly| due to connection timeout)?|Connection ended unexpectedly|Client was closed and is not queryable|Client has encountered a connection error and is not queryable)$/;

function describesOutage(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (error.name === 'KnexTimeoutError' || UNAVAILABLE_MESSAGE.test(error.message)) return true;
  return code === undefined && LOST_QUERY_MESSAGE.test(error.message);
}
