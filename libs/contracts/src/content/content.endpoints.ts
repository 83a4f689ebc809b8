import { postChangeKeys } from '../cdn/surrogate-keys';
import { SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { AdminBlogPageSchema, AdminBlogQuerySchema, DashboardStatsSchema, type PublishResult, PublishResultSchema } from './admin-blog';
import { AiStatusSchema, EnhanceContentResultSchema, EnhanceContentSchema, GenerateDraftAcceptedSchema, GenerateDraftSchema, GenerationJobSchema } from './ai';
import { ContentDraftInputSchema, ContentDraftListQuerySchema, ContentDraftPageSchema, ContentDraftSchema } from './content-draft';
import { CreatedPreviewLinkSchema, DraftPreviewSchema, PreviewLinkListQuerySchema, PreviewLinksPageSchema } from './preview-link';
import { ContentRevisionPageSchema, ContentRevisionSchema, RevisionDiffQuerySchema, RevisionDiffSchema, RevisionListQuerySchema } from './content-revision';

const content = endpointsOf('content', SIGNED_IN);

/** A write that changes a live post: it answers the post, whose pages are then purged. */
const postChange = {
  response: PublishResultSchema,
  invalidates: 'public',
  purges: ({ response }: { response: PublishResult }) => postChangeKeys([response.post.id]),
} as const;

/** The Content Manager: drafts, the live posts and the AI writer; every staff role may use it (SPEC §6). */
export const CONTENT_ENDPOINTS = {
  drafts: content.get('/api/admin/content-drafts', { query: ContentDraftListQuerySchema, response: ContentDraftPageSchema }),
  createDraft: content.post('/api/admin/content-drafts', { body: ContentDraftInputSchema, response: ContentDraftSchema }),
  draft: content.get('/api/admin/content-drafts/:id', { response: ContentDraftSchema }),
  updateDraft: content.put('/api/admin/content-drafts/:id', { body: ContentDraftInputSchema, response: ContentDraftSchema }),
  deleteDraft: content.delete('/api/admin/content-drafts/:id', { response: ContentDraftSchema }),
  publishDraft: content.post('/api/admin/content-drafts/:id/publish', postChange),
  updatePost: content.post('/api/admin/content-drafts/:id/update-post', postChange),
  posts: content.get('/api/admin/blog', { query: AdminBlogQuerySchema, response: AdminBlogPageSchema }),
  unpublishPost: content.post('/api/admin/blog/:id/unpublish', postChange),
  deletePost: content.delete('/api/admin/blog/:id', postChange),
  aiStatus: content.get('/api/admin/ai/status', { response: AiStatusSchema }),
  generateDraft: content.post('/api/admin/content-drafts/generate', { body: GenerateDraftSchema, response: GenerateDraftAcceptedSchema }),
  generation: content.get('/api/admin/content-drafts/generate/:jobId', { response: GenerationJobSchema }),
  enhance: content.post('/api/admin/content/enhance', { body: EnhanceContentSchema, response: EnhanceContentResultSchema }),
};

/** A draft's history: its kept revisions a page at a time, one of them, the difference of two, and a restore. */
export const REVISION_ENDPOINTS = {
  list: content.get('/api/admin/content-drafts/:id/revisions', { query: RevisionListQuerySchema, response: ContentRevisionPageSchema }),
  diff: content.get('/api/admin/content-drafts/:id/revisions/diff', { query: RevisionDiffQuerySchema, response: RevisionDiffSchema }),
  item: content.get('/api/admin/content-drafts/:id/revisions/:revisionId', { response: ContentRevisionSchema }),
  restore: content.post('/api/admin/content-drafts/:id/revisions/:revisionId/restore', { response: ContentDraftSchema }),
};

/** Links that show a draft to someone outside the panel, for 7 days or until withdrawn. */
export const PREVIEW_LINK_ENDPOINTS = {
  list: content.get('/api/admin/content-drafts/:id/preview-links', { query: PreviewLinkListQuerySchema, response: PreviewLinksPageSchema }),
  create: content.post('/api/admin/content-drafts/:id/preview-links', { response: CreatedPreviewLinkSchema }),
  revoke: content.delete('/api/admin/content-drafts/:id/preview-links/:linkId'),
  open: content.get('/api/preview/:token', { access: 'public', response: DraftPreviewSchema }),
};

const stats = endpointsOf('stats', SIGNED_IN);

/** The staff dashboard's counters. */
export const STATS_ENDPOINTS = {
  dashboard: stats.get('/api/admin/stats', { response: DashboardStatsSchema }),
};
