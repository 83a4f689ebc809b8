import request from 'supertest';
import { ContentDraftSchema, ErrorBodySchema, OWN_IMAGE_PATH_MESSAGE, mediaFileUrl } from '@app/contracts';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';

const DRAFT = { title: 'Renting out your HDB flat', content: '<p>Check the rules first.</p>', author: 'Mei Ling Tan' };

describe('listing and featured images of drafts', () => {
  let editor: TestAccount;

  const context = useTestApp();
  beforeAll(async () => {
    editor = await (await accountFactory(context.app)).create('content_manager');
  });

  const createDraft = (images: { imageUrl?: string; featuredImage?: string }) =>
    request(context.server)
      .post('/api/admin/content-drafts')
      .set('Cookie', editor.cookie)
      .send({ ...DRAFT, ...images });

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'https://tracker.example/pixel.gif',
    '//tracker.example/pixel.gif',
    '/media/../api/admin/users',
    '/images/%2e%2e/api/admin/users',
  ])('refuses %s with 400', async (image) => {
    for (const field of ['imageUrl', 'featuredImage'] as const) {
      const response = await createDraft({ [field]: image }).expect(400);
      expect(ErrorBodySchema.parse(response.body)).toMatchObject({
        message: OWN_IMAGE_PATH_MESSAGE,
        issues: [{ path: field, message: OWN_IMAGE_PATH_MESSAGE }],
      });
    }
  });

  it("accepts the media library's files and the site's bundled images", async () => {
    const imageUrl = mediaFileUrl('0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f', '800.webp');
    const response = await createDraft({ imageUrl, featuredImage: '/images/blog/blog-1.svg' }).expect(201);
    expect(ContentDraftSchema.parse(response.body)).toMatchObject({ imageUrl, featuredImage: '/images/blog/blog-1.svg' });
  });
});
