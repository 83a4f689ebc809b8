import { postChangeKeys } from '../cdn/surrogate-keys';
import { defineEndpoint, SIGNED_IN } from '../endpoints/endpoint';
import { AdminBlogPageSchema, AdminBlogQuerySchema, DashboardStatsSchema, PublishResultSchema } from './admin-blog';
import { AiStatusSchema, EnhanceContentResultSchema, EnhanceContentSchema, GenerateDraftAcceptedSchema, GenerateDraftSchema, GenerationJobSchema } from './ai';
import { ContentDraftInputSchema, ContentDraftListQuerySchema, ContentDraftPageSchema, ContentDraftSchema } from './content-draft';
import { CreatedPreviewLinkSchema, DraftPreviewSchema, PreviewLinkListQuerySchema, PreviewLinksPageSchema } from './preview-link';
import { ContentRevisionPageSchema, ContentRevisionSchema, RevisionDiffQuerySchema, RevisionDiffSchema, RevisionListQuerySchema } from './content-revision';

/** The Content Manager: drafts, the live posts and the AI writer; every staff role may use it (SPEC §6). */
export const CONTENT_ENDPOINTS = {
  drafts: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/content-drafts',
    access: SIGNED_IN,
    query: ContentDraftListQuerySchema,
    response: ContentDraftPageSchema,
  }),
  createDraft: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content-drafts',
    access: SIGNED_IN,
    body: ContentDraftInputSchema,
    response: ContentDraftSchema,
  }),
  draft: defineEndpoint({ area: 'content', method: 'GET', path: '/api/admin/content-drafts/:id', access: SIGNED_IN, response: ContentDraftSchema }),
  updateDraft: defineEndpoint({
    area: 'content',
    method: 'PUT',
    path: '/api/admin/content-drafts/:id',
    access: SIGNED_IN,
    body: ContentDraftInputSchema,
    response: ContentDraftSchema,
  }),
  deleteDraft: defineEndpoint({ area: 'content', method: 'DELETE', path: '/api/admin/content-drafts/:id', access: SIGNED_IN, response: ContentDraftSchema }),
  publishDraft: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content-drafts/:id/publish',
    access: SIGNED_IN,
    response: PublishResultSchema,
    invalidates: 'public',
    purges: ({ response }) => postChangeKeys([response.post.id]),
  }),
  updatePost: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content-drafts/:id/update-post',
    access: SIGNED_IN,
    response: PublishResultSchema,
    invalidates: 'public',
    purges: ({ response }) => postChangeKeys([response.post.id]),
  }),
  posts: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/blog',
    access: SIGNED_IN,
    query: AdminBlogQuerySchema,
    response: AdminBlogPageSchema,
  }),
  unpublishPost: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/blog/:id/unpublish',
    access: SIGNED_IN,
    response: PublishResultSchema,
    invalidates: 'public',
    purges: ({ response }) => postChangeKeys([response.post.id]),
  }),
  deletePost: defineEndpoint({
    area: 'content',
    method: 'DELETE',
    path: '/api/admin/blog/:id',
    access: SIGNED_IN,
    response: PublishResultSchema,
    invalidates: 'public',
    purges: ({ response }) => postChangeKeys([response.post.id]),
  }),
  aiStatus: defineEndpoint({ area: 'content', method: 'GET', path: '/api/admin/ai/status', access: SIGNED_IN, response: AiStatusSchema }),
  generateDraft: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content-drafts/generate',
    access: SIGNED_IN,
    body: GenerateDraftSchema,
    response: GenerateDraftAcceptedSchema,
  }),
  generation: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/content-drafts/generate/:jobId',
    access: SIGNED_IN,
    response: GenerationJobSchema,
  }),
  enhance: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content/enhance',
    access: SIGNED_IN,
    body: EnhanceContentSchema,
    response: EnhanceContentResultSchema,
  }),
};

/** A draft's history: its kept revisions a page at a time, one of them, the difference of two, and a restore. */
export const REVISION_ENDPOINTS = {
  list: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/content-drafts/:id/revisions',
    access: SIGNED_IN,
    query: RevisionListQuerySchema,
    response: ContentRevisionPageSchema,
  }),
  diff: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/content-drafts/:id/revisions/diff',
    access: SIGNED_IN,
    query: RevisionDiffQuerySchema,
    response: RevisionDiffSchema,
  }),
  item: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/content-drafts/:id/revisions/:revisionId',
    access: SIGNED_IN,
    response: ContentRevisionSchema,
  }),
  restore: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content-drafts/:id/revisions/:revisionId/restore',
    access: SIGNED_IN,
    response: ContentDraftSchema,
  }),
};

/** Links that show a draft to someone outside the panel, for 7 days or until withdrawn. */
export const PREVIEW_LINK_ENDPOINTS = {
  list: defineEndpoint({
    area: 'content',
    method: 'GET',
    path: '/api/admin/content-drafts/:id/preview-links',
    access: SIGNED_IN,
    query: PreviewLinkListQuerySchema,
    response: PreviewLinksPageSchema,
  }),
  create: defineEndpoint({
    area: 'content',
    method: 'POST',
    path: '/api/admin/content-drafts/:id/preview-links',
    access: SIGNED_IN,
    response: CreatedPreviewLinkSchema,
  }),
  revoke: defineEndpoint({ area: 'content', method: 'DELETE', path: '/api/admin/content-drafts/:id/preview-links/:linkId', access: SIGNED_IN }),
  open: defineEndpoint({ area: 'content', method: 'GET', path: '/api/preview/:token', access: 'public', response: DraftPreviewSchema }),
};

/** The staff dashboard's counters. */
export const STATS_ENDPOINTS = {
  dashboard: defineEndpoint({ area: 'stats', method: 'GET', path: '/api/admin/stats', access: SIGNED_IN, response: DashboardStatsSchema }),
};
