import { z } from 'zod';
import { ContentTypeSchema } from './content-draft';
import { EnhanceContentSchema } from './ai';

/** Payload of the content.generate-draft job: what to write, and for whom (the draft's reviewer). */
export const GenerateDraftJobSchema = z.object({
  contentType: ContentTypeSchema,
  requestedBy: z.uuid().nullable(),
});
export type GenerateDraftJob = z.infer<typeof GenerateDraftJobSchema>;

/** What a finished content.generate-draft job returns. */
export const GenerateDraftJobResultSchema = z.object({ draftId: z.string() });
export type GenerateDraftJobResult = z.infer<typeof GenerateDraftJobResultSchema>;

/** Payload of the content.enhance job: the editor's request as the API validated it. */
export const EnhanceContentJobSchema = EnhanceContentSchema;
export type EnhanceContentJob = z.output<typeof EnhanceContentJobSchema>;

/** Payload of the publishing.publish-scheduled job: the draft and the time it was scheduled for when the job was made. */
export const PublishScheduledJobSchema = z.object({
  draftId: z.uuid(),
  scheduledFor: z.iso.datetime({ offset: true }),
});
export type PublishScheduledJob = z.infer<typeof PublishScheduledJobSchema>;

/** Payload of the repeatable publishing.sweep-scheduled job (none). */
export const SweepScheduledJobSchema = z.object({});
