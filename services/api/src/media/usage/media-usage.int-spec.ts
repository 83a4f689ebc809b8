import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  ContentDraftSchema,
  type ContentDraftInput,
  MediaItemSchema,
  type MediaUsage,
  PropertyListingSchema,
  type PropertyListingInput,
  PublishResultSchema,
} from '@app/contracts';
import { MediaEntity } from '@app/core';
import { type TestAccount, accountFactory } from '../../testing/accounts';
import { useTestApp } from '../../testing/test-app';

/** Usage as the media library reports it, from the media_references rows written with each save. */
describe('media usage written with posts, drafts and listings', () => {
  let editor: TestAccount;
  let agentId: string;
  const api = () => request(context.server);
  const unique = () => Math.random().toString(36).slice(2, 8);
  const image = (media: MediaEntity, file = '800.webp') => `/media/${media.id}/${file}`;

  async function newMedia(): Promise<MediaEntity> {
    const item = new MediaEntity({ originalFilename: 'balcony.jpg', mimeType: 'image/jpeg', size: 1000 });
    await context.app.get(EntityManager).fork().persistAndFlush(item);
    return item;
  }

  async function usageOf(media: MediaEntity): Promise<MediaUsage[]> {
    return MediaItemSchema.parse((await api().get(`/api/admin/media/${media.id}`).set('Cookie', editor.cookie).expect(200)).body).usage;
  }

  const places = async (media: MediaEntity) => (await usageOf(media)).map(({ kind, id, field }) => `${kind}:${id}:${field}`).sort();

  const draftBody = (fields: Partial<ContentDraftInput>): ContentDraftInput => ({
    title: `Balcony gardens in condos ${unique()}`,
    content: '<p>Herbs grow well on a shaded balcony.</p>',
    author: 'Mei Ling Tan',
    contentType: 'blog',
    status: 'draft',
    tags: ['Condo'],
    imageUrl: null,
    featuredImage: null,
    ...fields,
  });

  const createDraft = async (fields: Partial<ContentDraftInput>) =>
    ContentDraftSchema.parse((await api().post('/api/admin/content-drafts').set('Cookie', editor.cookie).send(draftBody(fields)).expect(201)).body);

  const updateDraft = (id: string, title: string, fields: Partial<ContentDraftInput>) =>
    api()
      .put(`/api/admin/content-drafts/${id}`)
      .set('Cookie', editor.cookie)
      .send(draftBody({ title, ...fields }))
      .expect(200);

  const listing = (fields: Partial<PropertyListingInput>): PropertyListingInput => ({
    title: `Two-Bedroom Condominium in Novena ${unique()}`,
    district: 'Novena',
    addressLine: 'Thomson Road',
    type: 'condominium',
    bedrooms: 2,
    bathrooms: 2,
    floorAreaSqft: 900,
    monthlyRent: 4800,
    askingPrice: null,
    description: 'Near the MRT, with a pool.',
    features: ['Pool'],
    badge: null,
    status: 'available',
    agentId,
    photoIds: [],
    ...fields,
  });

  const context = useTestApp();
  beforeAll(async () => {
    const accounts = await accountFactory(context.app);
    editor = await accounts.create('content_manager');
    agentId = (await accounts.create('content_manager', { fullName: 'Lim Hui Min', ceaRegistrationNumber: 'R123456C', phone: '+65 9123 4567' })).user.id;
  });

  it('counts a draft’s images and inline uses on create, follows its updates, and forgets it when deleted', async () => {
    const [listed, inline] = [await newMedia(), await newMedia()];
    const draft = await createDraft({ imageUrl: image(listed), content: `<p>Before</p><img src="${image(inline, '480.webp')}" alt="Herbs" />` });
    expect(await places(listed)).toEqual([`draft:${draft.id}:listingImage`]);
    expect(await places(inline)).toEqual([`draft:${draft.id}:content`]);

    await updateDraft(draft.id, draft.title, { imageUrl: null, featuredImage: image(listed, '1200.webp'), content: '<p>No pictures now.</p>' });
    expect(await places(listed)).toEqual([`draft:${draft.id}:featuredImage`]);
    expect(await places(inline)).toEqual([]);

    await api().delete(`/api/admin/content-drafts/${draft.id}`).set('Cookie', editor.cookie).expect(200);
    expect(await places(listed)).toEqual([]);
  });

  it('counts a published post apart from its draft, follows "update post", and forgets the post when deleted', async () => {
    const [first, second] = [await newMedia(), await newMedia()];
    const draft = await createDraft({ status: 'approved', imageUrl: image(first), content: `<img src="${image(first)}" alt="">` });
    const { post } = PublishResultSchema.parse(
      (await api().post(`/api/admin/content-drafts/${draft.id}/publish`).set('Cookie', editor.cookie).expect(200)).body,
    );
    expect(await usageOf(first)).toEqual([
      { kind: 'post', id: post.id, title: draft.title, field: 'content' },
      { kind: 'post', id: post.id, title: draft.title, field: 'listingImage' },
      { kind: 'draft', id: draft.id, title: draft.title, field: 'content' },
      { kind: 'draft', id: draft.id, title: draft.title, field: 'listingImage' },
    ]);

    await updateDraft(draft.id, draft.title, { status: 'approved', imageUrl: image(second), content: '<p>Text only.</p>' });
    await api().post(`/api/admin/content-drafts/${draft.id}/update-post`).set('Cookie', editor.cookie).expect(200);
    expect(await places(first)).toEqual([]);
    expect(await places(second)).toEqual([`draft:${draft.id}:listingImage`, `post:${post.id}:listingImage`].sort());

    await api().delete(`/api/admin/blog/${post.id}`).set('Cookie', editor.cookie).expect(200);
    expect(await places(second)).toEqual([`draft:${draft.id}:listingImage`]);
  });

  it('counts a listing’s photos on create, follows a new gallery, and forgets the listing when deleted', async () => {
    const [cover, other] = [await newMedia(), await newMedia()];
    const created = PropertyListingSchema.parse(
      (
        await api()
          .post('/api/admin/properties')
          .set('Cookie', editor.cookie)
          .send(listing({ photoIds: [cover.id, other.id] }))
          .expect(201)
      ).body,
    );
    expect(await places(cover)).toEqual([`property:${created.id}:photo`]);

    await api()
      .put(`/api/admin/properties/${created.id}`)
      .set('Cookie', editor.cookie)
      .send(listing({ title: created.title, photoIds: [other.id] }))
      .expect(200);
    expect(await places(cover)).toEqual([]);
    expect(await places(other)).toEqual([`property:${created.id}:photo`]);

    await api().delete(`/api/admin/properties/${created.id}`).set('Cookie', editor.cookie).expect(200);
    expect(await places(other)).toEqual([]);
  });

  it('keeps the old edge cases: a bundled image counts for nothing, a longer lookalike id is another item, an item named twice counts once', async () => {
    const media = await newMedia();
    const lookalike = `/media/${media.id}0/800.webp`;
    const draft = await createDraft({
      imageUrl: '/images/services/luxury.svg',
      content: `<p>${lookalike}</p><img src="${image(media)}" alt=""><img src="${image(media, '480.webp')}" alt="">`,
    });
    expect(await places(media)).toEqual([`draft:${draft.id}:content`]);
  });
});
