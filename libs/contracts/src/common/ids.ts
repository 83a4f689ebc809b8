import { z } from 'zod';

const UuidSchema = z.uuid();

/**
 * Whether `value` is a well-formed UUID. Ids in paths are checked with it before they reach a uuid column,
 * where a malformed one would be a database error instead of a 404.
 */
export function isUuid(value: string): boolean {
  return UuidSchema.safeParse(value).success;
}
