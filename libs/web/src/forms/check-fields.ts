import type { z } from 'zod';

export type FieldErrors = Record<string, string>;
export type CheckedFields<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/**
 * A form's values checked in the browser with the contract's own schema before they are sent: the parsed body, or the
 * first message of each refused field by its top-level name (the names `apiFieldError` reads from the API's 400).
 */
export function checkFields<S extends z.ZodType>(schema: S, values: unknown): CheckedFields<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { data: null, errors };
}
