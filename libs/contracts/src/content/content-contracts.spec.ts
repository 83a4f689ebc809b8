import { AdminBlogItemSchema, DashboardStatsSchema, PublishResultSchema } from './admin-blog';
import { EnhanceContentSchema, GenerateDraftSchema, GenerationJobSchema } from './ai';
import { PublishScheduledJobSchema } from './content-jobs';

describe('AI payloads', () => {
  it('generates a blog draft unless told otherwise', () => {
    expect(GenerateDraftSchema.parse({})).toEqual({ contentType: 'blog' });
    expect(GenerateDraftSchema.safeParse({ contentType: 'poem' }).success).toBe(false);
  });

  it('needs content to enhance; instructions and title are optional', () => {
    expect(EnhanceContentSchema.parse({ content: ' <p>Text</p> ' })).toEqual({ content: '<p>Text</p>', prompt: '', title: '' });
    expect(EnhanceContentSchema.safeParse({ content: '  ' }).error?.issues[0]?.message).toBe('Content is required');
  });

  it('describes a generation job', () => {
    expect(GenerationJobSchema.parse({ jobId: 'j1', state: 'completed', draftId: 'd1', error: null }).state).toBe('completed');
  });
});

describe('admin blog payloads', () => {
  it('parses an admin blog item, a publish result and the dashboard counters', () => {
    expect(
      AdminBlogItemSchema.safeParse({
        id: '1',
        title: 'T',
        slug: 't',
        status: 'draft',
        publishedAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        viewCount: 0,
        draftId: null,
      }).success,
    ).toBe(true);
    expect(PublishResultSchema.safeParse({ success: true, post: { id: '1', slug: 't' } }).success).toBe(true);
    expect(DashboardStatsSchema.safeParse({ publishedPosts: 1, drafts: 2, mediaFiles: 3, totalPostViews: -1, mostViewed: [] }).success).toBe(false);
  });
});

describe('PublishScheduledJobSchema', () => {
  it('needs a draft id and a time with an offset', () => {
    const draftId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    expect(PublishScheduledJobSchema.safeParse({ draftId, scheduledFor: '2030-01-01T00:00:00.000Z' }).success).toBe(true);
    expect(PublishScheduledJobSchema.safeParse({ draftId, scheduledFor: 'tomorrow' }).success).toBe(false);
  });
});
