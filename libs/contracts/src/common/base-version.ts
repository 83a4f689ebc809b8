import { z } from 'zod';

/**
 * The version of the record an edit form loaded, sent with its save: a save based on an older version answers 409 with
 * `stale: true` in its error body and changes nothing. Left out, the save is not checked (API clients without a form).
 */
export const baseVersionField = {
  version: z.number({ error: 'The version must be a number' }).int().positive().optional(),
};
