import { z } from 'zod';

const SurrogateKeySchema = z.string().regex(/^(home|blog-list|listing-list|(post|listing|agent):[0-9a-f-]{36})$/, 'must be a surrogate key');

/** Payload of the cdn.purge job: the surrogate keys to purge. */
export const PurgeCdnJobSchema = z.object({ keys: z.array(SurrogateKeySchema).min(1).max(100) });
export type PurgeCdnJob = z.infer<typeof PurgeCdnJobSchema>;
