import { z } from 'zod';

/**
 * The version of the record an edit form loaded, sent with its save: a save based on an older version answers 409 with
 * `stale: true` in its error body and changes nothing. Left out, the save is not checked (API clients without a form).
 */
export const baseVersionField = {
  version: z.number({ error: 'The version must be a number' }).int().positive().optional(),
};

/** The version of a record as its edit form loads it: raised by every save from the form, which sends it back (`baseVersionField`). */
export const recordVersionField = {
  version: z.number().int(),
};
