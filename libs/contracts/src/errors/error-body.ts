import { z } from 'zod';

/**
 * Every API error body. `error` and `message` both carry the human-readable reason
 * (clients read `error` first, SPEC §8); `issues` lists field errors of a failed validation.
 */
export const ErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A 409 of a save based on an old version: both versions (DraftConflict). */
  conflict: z.unknown().optional(),
  /** A 409 of an owner or tenancy save based on a version someone else has saved over since (see `baseVersionField`). */
  stale: z.literal(true).optional(),
  /** A 409 of a viewing booking whose slot was taken meanwhile: the next free slots (start and end, +08:00). */
  nextSlots: z.array(z.object({ start: z.string(), end: z.string() })).optional(),
  /** A 409 of a tenancy save with lease-rule warnings staff have not confirmed (saved again with `confirmWarnings`). */
  warnings: z.array(z.object({ rule: z.string(), message: z.string(), source: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
