import { z } from 'zod';

/** Payload of the media.process job: the uploaded image to process (the worker reads its row and original). */
export const ProcessMediaJobSchema = z.object({ mediaId: z.uuid() });
export type ProcessMediaJob = z.infer<typeof ProcessMediaJobSchema>;
