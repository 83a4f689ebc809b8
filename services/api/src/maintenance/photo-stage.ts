import { z } from 'zod';

/** The multipart field with which staff say whether their photos show the state before or after the work. */
export const StaffPhotoFieldsSchema = z.object({ stage: z.enum(['before', 'after'], { error: 'Say whether the photos are from before or after the work' }) });
export type StaffPhotoFields = z.infer<typeof StaffPhotoFieldsSchema>;
