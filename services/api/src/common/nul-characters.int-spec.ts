import request from 'supertest';
import { ErrorBodySchema, NUL_CHARACTER_MESSAGE } from '@app/contracts';
import { pngImage } from '@app/core/testing';
import { type TestAccount, accountFactory } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';

const NUL = '\u0000';
const SOME_ID = '0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f';
const ENQUIRY = { name: 'Tan Mei Ling', email: 'mei.ling@example.sg', message: 'I would like my condo in Tampines managed.', consent: true };
const DRAFT = { title: 'Renting out your HDB flat', content: '<p>Check the rules first.</p>', author: 'Mei Ling Tan' };
const NEW_USER = { username: 'nul-test', email: 'nul-test@harbourline.test', password: 'Harbour-test-pass-42' };

type Call = { method: 'get' | 'post' | 'put' | 'delete'; path: string; body?: object };

/** Every route that takes text from a client, with a NUL character in one of its texts. */
const PUBLIC_CALLS: Call[] = [
  { method: 'get', path: '/api/blog-posts/%00' },
  { method: 'get', path: '/api/blog-posts/recommended/%00' },
  { method: 'get', path: '/api/blog-posts/recommended/all?excludeId=%00' },
  { method: 'post', path: '/api/contact', body: { ...ENQUIRY, name: `Tan${NUL} Mei Ling` } },
  { method: 'post', path: '/api/contact', body: { ...ENQUIRY, message: `${ENQUIRY.message}${NUL}` } },
  { method: 'post', path: '/api/newsletter/subscribe', body: { email: 'reader@example.sg', website: NUL } },
  { method: 'post', path: '/api/newsletter/unsubscribe', body: { token: `token${NUL}` } },
  { method: 'post', path: '/api/auth/login', body: { email: 'someone@example.sg', password: `secret${NUL}` } },
  { method: 'get', path: `/media/%00/800.webp` },
  { method: 'get', path: `/media/${SOME_ID}/800%00.webp` },
];

const STAFF_CALLS: Call[] = [
  { method: 'post', path: '/api/admin/users', body: { ...NEW_USER, fullName: `Nul${NUL}` } },
  { method: 'post', path: '/api/auth/register', body: { ...NEW_USER, username: `nul${NUL}` } },
  { method: 'post', path: `/api/admin/users/${SOME_ID}/update-user`, body: { fullName: `Nul${NUL}` } },
  { method: 'post', path: '/api/admin/users/%00/update-role', body: { role: 'admin' } },
  { method: 'delete', path: '/api/admin/users/%00' },
  { method: 'get', path: '/api/admin/content-drafts/generate/%00' },
  { method: 'post', path: '/api/admin/content/enhance', body: { content: `<p>Text${NUL}</p>` } },
  { method: 'get', path: '/api/admin/media/%00' },
  { method: 'put', path: `/api/admin/media/${SOME_ID}`, body: { title: `Lobby${NUL}` } },
  { method: 'delete', path: '/api/admin/media/%00' },
  { method: 'post', path: '/api/admin/blog/%00/unpublish' },
  { method: 'delete', path: '/api/admin/blog/%00' },
  { method: 'post', path: '/api/admin/content-drafts', body: { ...DRAFT, title: `HDB${NUL}` } },
  { method: 'post', path: '/api/admin/content-drafts', body: { ...DRAFT, content: `<p>Rules${NUL}</p>` } },
  { method: 'post', path: '/api/admin/content-drafts', body: { ...DRAFT, tags: [`HDB${NUL}`] } },
  { method: 'get', path: '/api/admin/content-drafts/%00' },
  { method: 'put', path: '/api/admin/content-drafts/%00', body: DRAFT },
  { method: 'delete', path: '/api/admin/content-drafts/%00' },
  { method: 'post', path: '/api/admin/content-drafts/%00/publish' },
  { method: 'post', path: '/api/admin/content-drafts/%00/update-post' },
];

const label = ({ method, path, body }: Call) => `${method.toUpperCase()} ${path}${body ? ` ${JSON.stringify(body)}` : ''}`;

describe('text with a NUL character (PostgreSQL cannot store it)', () => {
  let admin: TestAccount;

  const context = useTestApp();
  beforeAll(async () => {
    admin = await (await accountFactory(context.app)).create('super_admin');
  });

  const send = ({ method, path, body }: Call, cookie: string[] = []) => {
    const call = request(context.server)[method](path).set('Cookie', cookie);
    return body ? call.send(body) : call;
  };

  function expectRefused(response: request.Response) {
    expect(response.status).toBe(400);
    const body = ErrorBodySchema.parse(response.body);
    expect(body).toMatchObject({ statusCode: 400, error: NUL_CHARACTER_MESSAGE, message: NUL_CHARACTER_MESSAGE });
  }

  it.each(PUBLIC_CALLS.map((call) => [label(call), call] as const))('refuses %s with 400', async (_label, call) => {
    expectRefused(await send(call));
  });

  it.each(STAFF_CALLS.map((call) => [label(call), call] as const))('refuses %s with 400 for signed-in staff', async (_label, call) => {
    expectRefused(await send(call, [admin.cookie]));
  });

  it('refuses a NUL character in the text fields of an upload', async () => {
    const response = await request(context.server)
      .post('/api/admin/media')
      .set('Cookie', admin.cookie)
      .field('caption', `Lobby${NUL}`)
      .attach('files', await pngImage({ width: 20, height: 20 }), { filename: 'lobby.png', contentType: 'image/png' });
    expectRefused(response);
  });

  it('names the path parameter that holds it', async () => {
    const response = await request(context.server).get('/api/blog-posts/a%00b').expect(400);
    expect(response.body.issues).toEqual([{ path: 'slug', message: NUL_CHARACTER_MESSAGE }]);
  });
});
