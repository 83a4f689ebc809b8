import { ConnectionException, DriverException } from '@mikro-orm/core';

/** What PostgreSQL adds to an error (pg's fields, copied onto MikroORM's exception). */
type PostgresFields = { code?: string; table?: string; constraint?: string; column?: string };
/** pg's own DatabaseError, as a raw query (em.getConnection().execute) throws it: its message may quote a value. */
type PostgresError = Error & PostgresFields & { severity: string };
type DriverError = DriverException & PostgresFields;

/** knex puts the failed statement, values inlined, at the start of the message: `insert into "users" (...) values (...) - ...`. */
const SQL_STATEMENT = /^\s*\(?\s*(insert into|update|delete from|select|with|alter table|create|drop|truncate)\b/i;
const QUOTED_TABLE = /\b(?:into|update|from|table)\s+"([^"]+)"/i;

/** The message of anything thrown, for a log line; a driver error says what failed but never the SQL's values. */
export function describeError(error: unknown): string {
  if (error instanceof DriverException) return describeDriverError(error);
  if (isPostgresError(error)) return describePostgresError(error);
  return error instanceof Error ? error.message : String(error);
}

/** describeError and where the error was thrown, for errors nobody expected (the 500s). */
export function describeErrorWithStack(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof DriverException) return `${describeDriverError(error)}${ownStackFrames(error)}`;
  if (isPostgresError(error)) return `${describePostgresError(error)}${ownStackFrames(error)}`;
  return error.stack ?? error.message;
}

function isPostgresError(error: unknown): error is PostgresError {
  return error instanceof Error && typeof (error as Partial<PostgresError>).severity === 'string' && typeof (error as PostgresFields).code === 'string';
}

/**
 * E.g. `UniqueConstraintViolationException in insert into "users" (code 23505, constraint users_email_unique,
 * values withheld from logs)`: password hashes, names and e-mail addresses stay out of the logs.
 */
function describeDriverError(error: DriverError): string {
  const statement = SQL_STATEMENT.exec(error.message)?.[1]?.toLowerCase();
  if (!statement && error instanceof ConnectionException) return error.message;
  const table = error.table ?? QUOTED_TABLE.exec(error.message)?.[1];
  const failedIn = statement ? ` in ${statement}${table ? ` "${table}"` : ''}` : '';
  return `${error.name}${failedIn} (${postgresDetails(error)})`;
}

/** E.g. `PostgreSQL error on "newsletter_subscribers" (code 22P02, values withheld from logs)`. */
function describePostgresError(error: PostgresError): string {
  return `PostgreSQL error${error.table ? ` on "${error.table}"` : ''} (${postgresDetails(error)})`;
}

function postgresDetails(error: PostgresFields): string {
  const details = [
    error.code && `code ${error.code}`,
    error.constraint && `constraint ${error.constraint}`,
    error.column && `column ${error.column}`,
    'values withheld from logs',
  ];
  return details.filter(Boolean).join(', ');
}

/**
 * The frames of the error's own stack. The header above them repeats the message (the SQL), and MikroORM appends
 * the driver's frames after a blank line, filtered loosely enough to let a line of a value through: both are left out.
 */
function ownStackFrames(error: Error): string {
  const header = `${error.name}: ${error.message}`;
  return error.stack?.startsWith(header) ? (error.stack.slice(header.length).split('\n\n')[0] ?? '') : '';
}
