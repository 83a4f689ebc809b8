import { z } from 'zod';

/** What a call answers when all it has to say is that it was done: a message to show. */
export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;
