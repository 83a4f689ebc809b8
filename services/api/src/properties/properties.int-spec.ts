import request from 'supertest';
import {
  CEA_MESSAGES,
  PROPERTY_MESSAGES,
  PropertyAgentOptionListSchema,
  PropertyListSchema,
  PropertyListingPageSchema,
  PropertyListingSchema,
  PropertySearchResultSchema,
  PublicPropertyListingDetailSchema,
  SURROGATE_KEYS,
  type PropertyListingInput,
} from '@app/contracts';
import { MediaEntity, PropertyEntity, PublicContentCache } from '@app/core';
import { accountFactory } from '../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../testing/staff-accounts';
import { useTestApp } from '../testing/test-app';
import { type Caller, everyStaffRole } from '../testing/role-matrix';

const ADMIN_PROPERTIES = '/api/admin/properties';

/** A distinct district per test run, so searches see only this file's listings. */
const DISTRICT = `Bukit Timah ${Date.now().toString(36)}`;

/** The agent of this file's listings: a staff account with a CEA registration number and a phone (set in beforeAll). */
const registered = { id: '' };

function listing(fields: Partial<PropertyListingInput> = {}): PropertyListingInput {
  return {
    title: 'Three-Bedroom Condominium near Botanic Gardens',
    district: DISTRICT,
    addressLine: 'Farrer Road',
    type: 'condominium',
    bedrooms: 3,
    bathrooms: 2,
    floorAreaSqft: 1200,
    monthlyRent: 6500,
    askingPrice: null,
    description: 'A quiet unit overlooking the gardens, with a pool and gym.',
    features: ['Pool', 'Gym'],
    badge: 'New',
    status: 'available',
    agentId: registered.id,
    ...fields,
  };
}

describe('property listings API', () => {
  let accounts: Awaited<ReturnType<typeof accountFactory>>;
  let actors: StaffAccounts;

  const context = useTestApp();
  beforeAll(async () => {
    accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
    registered.id = (await accounts.create('content_manager', { fullName: 'Tan Wei Ming', ceaRegistrationNumber: 'R765432B', phone: '+65 9876 5432' })).user.id;
  });

  const api = () => request(context.server);
  const as = (caller: Caller) => cookiesOf(actors, caller);
  const create = async (fields: Partial<PropertyListingInput> = {}) =>
    PropertyListingSchema.parse((await api().post(ADMIN_PROPERTIES).set('Cookie', as('content_manager')).send(listing(fields)).expect(201)).body);
  const search = async (query: Record<string, string | number>) =>
    PropertySearchResultSchema.parse(
      (
        await api()
          .get('/api/properties')
          .query({ district: DISTRICT, ...query })
          .expect(200)
      ).body,
    );

  async function readyMedia(): Promise<MediaEntity> {
    const item = new MediaEntity({ originalFilename: 'living-room.jpg', mimeType: 'image/jpeg', size: 1000 });
    Object.assign(item, {
      status: 'ready',
      width: 640,
      height: 480,
      variants: [
        { width: 320, height: 240 },
        { width: 640, height: 480 },
      ],
      placeholder: 'data:image/webp;base64,AA==',
    });
    await accounts.em.fork().persistAndFlush(item);
    return item;
  }

  describe('role matrix', () => {
    const cases: Array<[string, (id: string) => request.Test, Record<Caller, number>]> = [
      ['GET /api/admin/properties', () => api().get(ADMIN_PROPERTIES), everyStaffRole(200)],
      ['POST /api/admin/properties', () => api().post(ADMIN_PROPERTIES).send(listing()), everyStaffRole(201)],
      ['GET /api/admin/properties/:id', (id) => api().get(`${ADMIN_PROPERTIES}/${id}`), everyStaffRole(200)],
      ['PUT /api/admin/properties/:id', (id) => api().put(`${ADMIN_PROPERTIES}/${id}`).send(listing()), everyStaffRole(200)],
      ['DELETE /api/admin/properties/:id', (id) => api().delete(`${ADMIN_PROPERTIES}/${id}`), everyStaffRole(200)],
      ['GET /api/admin/property-agents', () => api().get('/api/admin/property-agents'), everyStaffRole(200)],
    ];

    for (const [route, send, expected] of cases) {
      it.each(Object.entries(expected))(`${route} as %s answers %i`, async (caller, status) => {
        const target = await create({ status: 'hidden' });
        const response = await send(target.id).set('Cookie', as(caller as Caller));
        expect(response.status).toBe(status);
        if (status >= 400) expect(typeof response.body.error).toBe('string');
      });
    }
  });

  describe('staff CRUD', () => {
    it('creates a listing with a reference, a slug from its title and the values sent', async () => {
      const created = await create({ title: 'Landed Home in Serangoon Gardens', type: 'landed', askingPrice: 4_200_000, monthlyRent: null });
      expect(created).toMatchObject({ slug: 'landed-home-in-serangoon-gardens', type: 'landed', askingPrice: 4_200_000, monthlyRent: null, featured: false });
      expect(created.reference).toMatch(/^HL-\d+$/);
      const again = await create({ title: 'Landed Home in Serangoon Gardens' });
      expect(again.slug).toBe('landed-home-in-serangoon-gardens-2');
      expect(again.reference).not.toBe(created.reference);
    });

    it('keeps the slug when the title changes, and lists the change', async () => {
      const created = await create({ title: 'Corner Terrace in Katong' });
      const response = await api()
        .put(`${ADMIN_PROPERTIES}/${created.id}`)
        .set('Cookie', as('admin'))
        .send(listing({ title: 'Renovated Corner Terrace in Katong', status: 'let', featured: true, featuredOrder: 7 }))
        .expect(200);
      expect(PropertyListingSchema.parse(response.body)).toMatchObject({
        slug: 'corner-terrace-in-katong',
        title: 'Renovated Corner Terrace in Katong',
        status: 'let',
        featuredOrder: 7,
      });
      const { items } = PropertyListingPageSchema.parse((await api().get(ADMIN_PROPERTIES).set('Cookie', as('admin')).expect(200)).body);
      expect(items.find((item) => item.id === created.id)?.title).toBe('Renovated Corner Terrace in Katong');
    });

    it('finds listings by a part of their title, reference, address or district, ignoring case, and counts only those', async () => {
      const created = await create({ title: 'Penthouse above Tiong Bahru Market', addressLine: 'Seng Poh Road' });
      const search = async (q: string) =>
        PropertyListingPageSchema.parse((await api().get(ADMIN_PROPERTIES).query({ q }).set('Cookie', as('admin')).expect(200)).body);
      for (const q of ['tiong bahru MARKET', created.reference, 'seng poh']) {
        const page = await search(q);
        expect({ q, ids: page.items.map((item) => item.id), total: page.total }).toEqual({ q, ids: [created.id], total: 1 });
      }
      expect((await search(DISTRICT.toUpperCase())).items.map((item) => item.id)).toContain(created.id);
      expect((await search('tiong_bahru')).total).toBe(0);
    });

    it('refuses bad input with the form messages', async () => {
      const response = await api()
        .post(ADMIN_PROPERTIES)
        .set('Cookie', as('content_manager'))
        .send(listing({ title: ' ', district: '', monthlyRent: null, askingPrice: null, bedrooms: -1 }))
        .expect(400);
      const messages = (response.body.issues as { message: string }[]).map((issue) => issue.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          PROPERTY_MESSAGES.titleRequired,
          PROPERTY_MESSAGES.districtRequired,
          PROPERTY_MESSAGES.priceRequired,
          PROPERTY_MESSAGES.bedrooms,
        ]),
      );
    });

    it('refuses a photo that is not in the media library', async () => {
      const response = await api()
        .post(ADMIN_PROPERTIES)
        .set('Cookie', as('content_manager'))
        .send(listing({ photoIds: ['6f1c1d2e-2b7a-4a52-9d3e-0f6a7c1b2d3e'] }))
        .expect(400);
      expect(response.body.message).toBe(PROPERTY_MESSAGES.photoMissing);
    });

    it('answers 404 for an unknown or malformed id, and after deletion', async () => {
      const created = await create();
      await api().delete(`${ADMIN_PROPERTIES}/${created.id}`).set('Cookie', as('admin')).expect(200);
      for (const id of [created.id, 'not-a-uuid']) {
        const response = await api().get(`${ADMIN_PROPERTIES}/${id}`).set('Cookie', as('admin')).expect(404);
        expect(response.body.message).toBe(PROPERTY_MESSAGES.notFound);
      }
    });

    it('keeps photos in order, cover first, and counts them as media usage', async () => {
      const [first, second] = [await readyMedia(), await readyMedia()];
      const created = await create({ photoIds: [second.id, first.id] });
      expect(created.photos.map((photo) => photo.mediaId)).toEqual([second.id, first.id]);
      expect(created.photos[0]?.source?.variants.map((variant) => variant.width)).toEqual([320, 640]);
      const media = await api().get(`/api/admin/media/${first.id}`).set('Cookie', as('content_manager')).expect(200);
      expect(media.body).toMatchObject({ usageCount: 1, usage: [{ kind: 'property', id: created.id, field: 'photo' }] });
    });
  });

  describe('public side', () => {
    it('shows available and let listings, never sold or hidden ones', async () => {
      const shown = [await create({ title: 'Available Flat', status: 'available' }), await create({ title: 'Let Flat', status: 'let' })];
      const unseen = [await create({ title: 'Sold Flat', status: 'sold' }), await create({ title: 'Hidden Flat', status: 'hidden' })];
      const ids = (await search({})).items.map((item) => item.id);
      for (const item of shown) expect(ids).toContain(item.id);
      for (const item of unseen) {
        expect(ids).not.toContain(item.id);
        await api().get(`/api/properties/listing/${item.slug}`).expect(404);
      }
      const page = await api().get(`/api/properties/listing/${shown[0]?.slug}`).expect(200);
      expect(PublicPropertyListingDetailSchema.parse(page.body).title).toBe('Available Flat');
    });

    it("answers the agent's name, CEA registration number and phone with the listing, and nothing else of the account", async () => {
      const created = await create({ title: 'Agent Shown Flat' });
      const page = await api().get(`/api/properties/listing/${created.slug}`).expect(200);
      expect(page.body.agent).toEqual({ name: 'Tan Wei Ming', registrationNumber: 'R765432B', phone: '+65 9876 5432' });
      expect(JSON.stringify(page.body)).not.toContain('@harbourline.test');
    });

    it('filters by type, district, bedrooms and a price range on rent or asking price', async () => {
      const hdb = await create({ title: 'Filter HDB', type: 'hdb', bedrooms: 2, monthlyRent: 2800 });
      const condo = await create({ title: 'Filter Condo', type: 'condominium', bedrooms: 4, monthlyRent: null, askingPrice: 2_500_000 });
      const ids = async (query: Record<string, string | number>) => (await search(query)).items.map((item) => item.id);
      expect(await ids({ type: 'hdb' })).toContain(hdb.id);
      expect(await ids({ type: 'hdb' })).not.toContain(condo.id);
      expect(await ids({ bedrooms: 4 })).toEqual(expect.arrayContaining([condo.id]));
      expect(await ids({ bedrooms: 4 })).not.toContain(hdb.id);
      expect(await ids({ minPrice: 2000, maxPrice: 3000 })).toContain(hdb.id);
      expect(await ids({ minPrice: 2000, maxPrice: 3000 })).not.toContain(condo.id);
      expect(await ids({ minPrice: 2_000_000, maxPrice: 3_000_000 })).toEqual([condo.id]);
      expect((await search({})).districts).toContain(DISTRICT);
      await api().get('/api/properties').query({ type: 'castle' }).expect(400);
    });

    it('pages through the results', async () => {
      const district = `${DISTRICT} paging`;
      for (let index = 0; index < 10; index += 1) await create({ title: `Paged Flat ${index}`, district });
      const first = await search({ district, page: 1 });
      const second = await search({ district, page: 2 });
      expect(first).toMatchObject({ total: 10, page: 1, pageSize: 9 });
      expect(first.items).toHaveLength(9);
      expect(second.items).toHaveLength(1);
    });

    it('features listings on the home page in their order, shown ones only', async () => {
      const third = await create({ title: 'Featured Third', featured: true, featuredOrder: 0 });
      await create({ title: 'Featured Hidden', featured: true, featuredOrder: 0, status: 'hidden' });
      const featured = PropertyListSchema.parse((await api().get('/api/properties/featured').expect(200)).body);
      expect(featured.map((property) => property.title)).not.toContain('Featured Hidden');
      expect(featured.some((property) => property.id === third.id)).toBe(true);
      expect(featured).toHaveLength(4);
    });

    it('invalidates the public cache on create, update and delete, so rendered pages show the change', async () => {
      const invalidate = jest.spyOn(context.app.get(PublicContentCache), 'invalidate');
      try {
        const created = await create();
        await api()
          .put(`${ADMIN_PROPERTIES}/${created.id}`)
          .set('Cookie', as('admin'))
          .send(listing({ status: 'sold' }))
          .expect(200);
        await api().delete(`${ADMIN_PROPERTIES}/${created.id}`).set('Cookie', as('admin')).expect(200);
        expect(invalidate).toHaveBeenCalledTimes(3);
      } finally {
        invalidate.mockRestore();
      }
    });
  });

  describe('CEA: a shown listing needs a registered agent', () => {
    const send = (method: 'post' | 'put', path: string, fields: Partial<PropertyListingInput>) =>
      api()[method](path).set('Cookie', as('content_manager')).send(listing(fields));
    const agentWith = async (fields: { ceaRegistrationNumber?: string; phone?: string }) => (await accounts.create('content_manager', fields)).user.id;
    const refusal = (response: request.Response, message: string) => {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: message, message, issues: [{ path: 'agentId', message }] });
    };

    it('refuses to create an available or let listing whose agent lacks the registration number, the phone or both, naming what is missing', async () => {
      const [bare, phoneOnly, numberOnly] = [
        await agentWith({}),
        await agentWith({ phone: '+65 6123 0000' }),
        await agentWith({ ceaRegistrationNumber: 'R111111C' }),
      ];
      refusal(
        await send('post', ADMIN_PROPERTIES, { agentId: bare, status: 'available' }),
        'The responsible agent needs a CEA registration number and a phone number before this listing can be shown',
      );
      refusal(
        await send('post', ADMIN_PROPERTIES, { agentId: phoneOnly, status: 'let' }),
        'The responsible agent needs a CEA registration number before this listing can be shown',
      );
      refusal(
        await send('post', ADMIN_PROPERTIES, { agentId: numberOnly, status: 'available' }),
        'The responsible agent needs a phone number before this listing can be shown',
      );
    });

    it('keeps a hidden or sold listing with such an agent, and refuses to show it by a status change or a change of agent', async () => {
      const bare = await agentWith({});
      const hidden = await create({ agentId: bare, status: 'hidden', title: 'Unregistered Agent Flat' });
      expect(hidden.agentId).toBe(bare);
      await send('put', `${ADMIN_PROPERTIES}/${hidden.id}`, { agentId: bare, status: 'sold' }).expect(200);
      for (const status of ['available', 'let'] as const) {
        refusal(
          await send('put', `${ADMIN_PROPERTIES}/${hidden.id}`, { agentId: bare, status }),
          'The responsible agent needs a CEA registration number and a phone number before this listing can be shown',
        );
      }
      const shown = await create({ title: 'Registered Agent Flat' });
      refusal(
        await send('put', `${ADMIN_PROPERTIES}/${shown.id}`, { agentId: bare }),
        'The responsible agent needs a CEA registration number and a phone number before this listing can be shown',
      );
      await send('put', `${ADMIN_PROPERTIES}/${hidden.id}`, { agentId: registered.id, status: 'available' }).expect(200);
    });

    it('requires an agent that is a staff account', async () => {
      refusal(await send('post', ADMIN_PROPERTIES, { agentId: '6f1c1d2e-2b7a-4a52-9d3e-0f6a7c1b2d3e' }), CEA_MESSAGES.agentNotFound);
      const missing = await api()
        .post(ADMIN_PROPERTIES)
        .set('Cookie', as('content_manager'))
        .send({ ...listing(), agentId: undefined })
        .expect(400);
      expect(missing.body.issues).toEqual([{ path: 'agentId', message: CEA_MESSAGES.agentRequired }]);
    });

    it('takes a listing off the public site when its agent clears the phone, and puts it back when it is set again', async () => {
      const agent = await accounts.create('content_manager', { ceaRegistrationNumber: 'R222222D', phone: '+65 8222 2222' });
      const created = await create({ agentId: agent.user.id, title: 'Phone Cleared Flat' });
      await api().get(`/api/properties/listing/${created.slug}`).expect(200);
      const profile = (phone: string) => api().post('/api/account/profile').set('Cookie', agent.cookie).send({ username: agent.user.username, phone });
      await profile('').expect(200);
      await api().get(`/api/properties/listing/${created.slug}`).expect(404);
      expect((await search({})).items.map((item) => item.id)).not.toContain(created.id);
      await profile('82222222').expect(200);
      expect((await api().get(`/api/properties/listing/${created.slug}`).expect(200)).body.agent.phone).toBe('+65 8222 2222');
    });

    it("keeps a listing's page under its agent's key too, and renews the public pages when an agent's details change", async () => {
      const agent = await accounts.create('content_manager', { ceaRegistrationNumber: 'R333333E', phone: '+65 8333 3333' });
      const created = await create({ agentId: agent.user.id, title: 'Agent Key Flat' });
      const read = await api().get(`/api/properties/listing/${created.slug}`).expect(200);
      expect(String(read.headers['surrogate-key']).split(' ')).toEqual([SURROGATE_KEYS.listing(created.id), SURROGATE_KEYS.agent(agent.user.id)]);
      const invalidate = jest.spyOn(context.app.get(PublicContentCache), 'invalidate');
      try {
        await api().post('/api/account/profile').set('Cookie', agent.cookie).send({ username: agent.user.username, phone: '83333334' }).expect(200);
        await api().post(`/api/admin/users/${agent.user.id}/update-user`).set('Cookie', as('super_admin')).send({ fullName: 'Ong Mei Hua' }).expect(200);
        expect(invalidate).toHaveBeenCalledTimes(2);
      } finally {
        invalidate.mockRestore();
      }
      expect((await api().get(`/api/properties/listing/${created.slug}`).expect(200)).body.agent).toEqual({
        name: 'Ong Mei Hua',
        registrationNumber: 'R333333E',
        phone: '+65 8333 3334',
      });
    });

    it('offers every staff account as agent with its CEA details, never its e-mail', async () => {
      const agents = PropertyAgentOptionListSchema.parse((await api().get('/api/admin/property-agents').set('Cookie', as('content_manager')).expect(200)).body);
      expect(agents.find((agent) => agent.id === registered.id)).toEqual({
        id: registered.id,
        name: 'Tan Wei Ming',
        ceaRegistrationNumber: 'R765432B',
        phone: '+65 9876 5432',
        isActive: true,
      });
      expect(JSON.stringify(agents)).not.toContain('@');
    });
  });

  it('seeded the four sample listings on the empty database', async () => {
    const seeded = await accounts.em.fork().find(PropertyEntity, { slug: { $in: ['renovated-4-room-hdb-flat-tampines', 'penthouse-marina-bay-views'] } });
    expect(seeded.map((property) => property.reference).every((reference) => /^HL-\d+$/.test(reference))).toBe(true);
  });
});
