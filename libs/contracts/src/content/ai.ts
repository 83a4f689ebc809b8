import { z } from 'zod';
import { textInput } from '../common/text';
import { ContentTypeSchema } from './content-draft';

/** Body of POST /api/admin/content-drafts/generate. */
export const GenerateDraftSchema = z.object({ contentType: ContentTypeSchema.default('blog') });
export type GenerateDraftInput = z.input<typeof GenerateDraftSchema>;
export type GenerateDraftValues = z.output<typeof GenerateDraftSchema>;

/** The generate call answers at once; the UI follows the job with GET /api/admin/content-drafts/generate/{jobId}. */
export const GenerateDraftAcceptedSchema = z.object({ jobId: z.string() });
export type GenerateDraftAccepted = z.infer<typeof GenerateDraftAcceptedSchema>;

export const GENERATION_STATES = ['waiting', 'active', 'completed', 'failed'] as const;
export const GenerationJobSchema = z.object({
  jobId: z.string(),
  state: z.enum(GENERATION_STATES),
  /** Set once completed: the new draft. */
  draftId: z.string().nullable(),
  /** Set once failed: why, in words for staff. */
  error: z.string().nullable(),
});
export type GenerationJob = z.infer<typeof GenerationJobSchema>;

/** Body of POST /api/admin/content/enhance (SPEC §7). */
export const EnhanceContentSchema = z.object({
  content: textInput().trim().min(1, 'Content is required').max(200_000, 'Content is too long'),
  prompt: textInput().trim().max(2000, 'Instructions must be at most 2000 characters').default(''),
  title: textInput().trim().max(200).default(''),
});
export type EnhanceContentInput = z.input<typeof EnhanceContentSchema>;
export const EnhanceContentResultSchema = z.object({ content: z.string() });
export type EnhanceContentResult = z.infer<typeof EnhanceContentResultSchema>;

/** GET /api/admin/ai/status: whether a real provider is configured, so the UI can say so plainly. */
export const AiStatusSchema = z.object({
  providerConfigured: z.boolean(),
  model: z.string().nullable(),
});
export type AiStatus = z.infer<typeof AiStatusSchema>;

export const NO_AI_PROVIDER_MESSAGE =
  'No AI provider is configured: drafts are composed from our own service catalogue and FAQs, and Enhance only tidies the text.';
