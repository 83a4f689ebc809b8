import { OWN_IMAGE_PATH_MESSAGE } from '../media/media-urls';
import { CONTENT_MESSAGES, ContentDraftInputSchema, draftPreview } from './content-draft';

const MEDIA_FILE = '/media/0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f/800.webp';

const messages = (value: unknown) => ContentDraftInputSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const valid = { title: 'Renting out your HDB flat', content: '<p>What to check first.</p>', author: 'Mei Ling Tan' };

describe('ContentDraftInputSchema', () => {
  it('fills the defaults of a new draft', () => {
    expect(ContentDraftInputSchema.parse(valid)).toEqual({
      ...valid,
      contentType: 'blog',
      status: 'draft',
      tags: [],
      imageUrl: null,
      featuredImage: null,
      scheduledFor: null,
      revisionSource: 'manual',
    });
  });

  it('requires a title and content', () => {
    expect(messages({ ...valid, title: '  ', content: '' })).toEqual([
      `title: ${CONTENT_MESSAGES.titleRequired}`,
      `content: ${CONTENT_MESSAGES.contentRequired}`,
    ]);
  });

  it('requires an author for blog content only', () => {
    expect(messages({ ...valid, author: ' ' })).toEqual([`author: ${CONTENT_MESSAGES.authorRequired}`]);
    expect(ContentDraftInputSchema.parse({ ...valid, author: '', contentType: 'newsletter' }).author).toBeNull();
  });

  it('allows at most 2 tags', () => {
    expect(messages({ ...valid, tags: ['HDB', 'Property', 'Wealth'] })).toEqual([`tags: ${CONTENT_MESSAGES.maxTags}`]);
  });

  it('needs a publish time for a scheduled draft', () => {
    expect(messages({ ...valid, status: 'scheduled' })).toEqual([`scheduledFor: ${CONTENT_MESSAGES.scheduleRequired}`]);
    expect(ContentDraftInputSchema.parse({ ...valid, status: 'scheduled', scheduledFor: '2030-01-02T09:00:00+08:00' }).scheduledFor).toBe(
      '2030-01-02T09:00:00+08:00',
    );
  });

  it('turns empty image fields into null and drops fields the server sets itself', () => {
    const parsed = ContentDraftInputSchema.parse({ ...valid, imageUrl: '', featuredImage: MEDIA_FILE, reviewedBy: 'someone' });
    expect(parsed.imageUrl).toBeNull();
    expect(parsed.featuredImage).toBe(MEDIA_FILE);
    expect(parsed).not.toHaveProperty('reviewedBy');
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'https://tracker.example/pixel.gif', '/media/../api/admin/users'])(
    'accepts only images of this site, not %s',
    (image) => {
      expect(messages({ ...valid, imageUrl: image, featuredImage: image })).toEqual([
        `imageUrl: ${OWN_IMAGE_PATH_MESSAGE}`,
        `featuredImage: ${OWN_IMAGE_PATH_MESSAGE}`,
      ]);
    },
  );
});

describe('draftPreview', () => {
  it('is the first 150 characters of the text without headings', () => {
    const preview = draftPreview(`<h2>Heading</h2><p>${'a'.repeat(200)}</p>`);
    expect(preview).toBe('a'.repeat(150));
  });

  it('reads entities and spacing as text', () => {
    expect(draftPreview('<h1>Title</h1><p>Rent&nbsp;collection</p>\n<p>and repairs</p>')).toBe('Rent collection and repairs');
  });
});
