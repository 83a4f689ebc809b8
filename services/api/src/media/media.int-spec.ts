import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { z } from 'zod';
import { MEDIA_API_MESSAGES, MediaItemSchema, MediaPageSchema, UploadMediaResultSchema } from '@app/contracts';
import { JobQueues, LocalMediaStorage, MediaEntity, mediaStorageKeys } from '@app/core';
import { HTML_PAGE, SVG_IMAGE, gifImage, jpegImage, jpegOfSize, jpegScriptPolyglot, pixelBomb, pngHtmlPolyglot, pngImage, webpImage } from '@app/core/testing';
import { accountFactory } from '../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../testing/staff-accounts';
import { useTestApp } from '../testing/test-app';
import { type Caller, everyStaffRole } from '../testing/role-matrix';

type Upload = { name: string; content: Buffer; type?: string };

const MEDIA = '/api/admin/media';
const FIVE_MB = 5 * 1024 * 1024;

describe('media API', () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'hl-media-api-'));
  const storage = new LocalMediaStorage(mediaDir);
  let accounts: Awaited<ReturnType<typeof accountFactory>>;
  let actors: StaffAccounts;
  let small: Buffer;

  const context = useTestApp({ MEDIA_DIR: mediaDir });
  beforeAll(async () => {
    accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
    small = await pngImage({ width: 40, height: 30 });
  });
  afterAll(async () => {
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const api = () => request(context.server);
  const as = (caller: Caller) => cookiesOf(actors, caller);
  const upload = (files: Upload[], fields: Record<string, string> = {}, caller: Caller = 'content_manager') => {
    const call = api().post(MEDIA).set('Cookie', as(caller));
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const file of files) call.attach('files', file.content, { filename: file.name, contentType: file.type ?? 'image/png' });
    return call;
  };
  const uploadOne = async (caller: Caller = 'content_manager') =>
    z.tuple([MediaItemSchema]).parse((await upload([{ name: 'lobby.png', content: small }], {}, caller).expect(201)).body)[0];
  const storedKeys = () => readdirSync(mediaDir, { recursive: true, encoding: 'utf8' }).map((entry) => entry.split(path.sep).join('/'));

  /** What the worker leaves behind, without running it: a variant, a thumbnail and a ready row. */
  async function markProcessed(id: string) {
    await storage.put(mediaStorageKeys.publicFile(id, '40.webp'), await webpImage({ width: 40, height: 30 }));
    await storage.put(mediaStorageKeys.publicFile(id, 'thumb.webp'), await webpImage({ width: 30, height: 30 }));
    await storage.put(mediaStorageKeys.publicFile(id, 'mail.jpg'), await jpegImage({ width: 40, height: 30 }));
    await accounts.em
      .fork()
      .nativeUpdate(
        MediaEntity,
        { id },
        { status: 'ready', width: 40, height: 30, variants: [{ width: 40, height: 30 }], placeholder: 'data:image/webp;base64,AA==', mailImage: true },
      );
  }

  describe('upload checks, by content', () => {
    it.each([
      ['a JPEG', () => jpegImage({ width: 50, height: 40 }), 'image/jpeg'],
      ['a PNG', () => pngImage({ width: 50, height: 40 }), 'image/png'],
      ['a GIF', () => gifImage({ width: 50, height: 40 }), 'image/gif'],
      ['a WebP', () => webpImage({ width: 50, height: 40 }), 'image/webp'],
    ])('accepts %s, whatever its name and declared type say', async (_kind, make, mimeType) => {
      const response = await upload([{ name: 'photo.txt', content: await make(), type: 'text/plain' }]).expect(201);
      expect(UploadMediaResultSchema.parse(response.body)[0]).toMatchObject({ mimeType, status: 'processing', url: null, usageCount: 0 });
    });

    it('accepts an image with no extension', async () => {
      const response = await upload([{ name: 'photo', content: small, type: 'application/octet-stream' }]).expect(201);
      expect(response.body[0]).toMatchObject({ originalFilename: 'photo', mimeType: 'image/png' });
    });

    it.each([
      ['an HTML page renamed .png', 'listing.png', () => HTML_PAGE, MEDIA_API_MESSAGES.invalidType('listing.png')],
      ['an SVG renamed .png', 'logo.png', () => SVG_IMAGE, MEDIA_API_MESSAGES.invalidType('logo.png')],
      ['an HTML page without extension', 'listing', () => HTML_PAGE, MEDIA_API_MESSAGES.invalidType('listing')],
      ['a PNG with a page appended', 'poly.png', pngHtmlPolyglot, MEDIA_API_MESSAGES.activeContent('poly.png')],
      ['a JPEG with a script in its comment', 'poly.jpg', jpegScriptPolyglot, MEDIA_API_MESSAGES.activeContent('poly.jpg')],
      [
        'PNG magic bytes then garbage',
        'broken.png',
        () => Buffer.concat([small.subarray(0, 8), Buffer.from('not a png')]),
        MEDIA_API_MESSAGES.invalidType('broken.png'),
      ],
    ])('refuses %s with 415', async (_kind, name, make, message) => {
      const response = await upload([{ name, content: await make() }]).expect(415);
      expect(response.body).toEqual({ statusCode: 415, error: message, message });
    });

    it('refuses a JSON body with 415', async () => {
      const response = await api()
        .post(MEDIA)
        .set('Cookie', as('admin'))
        .send({ files: ['x'] })
        .expect(415);
      expect(response.body.error).toBe(MEDIA_API_MESSAGES.notMultipart);
    });

    it('takes exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
      await upload([{ name: 'exact.jpg', content: await jpegOfSize(FIVE_MB) }]).expect(201);
      const response = await upload([{ name: 'big.jpg', content: await jpegOfSize(FIVE_MB + 1) }]).expect(413);
      expect(response.body.error).toBe(MEDIA_API_MESSAGES.fileTooLarge);
    });

    it('takes 10 files and refuses 11 with 400', async () => {
      const files = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `room-${index}.png`, content: small }));
      expect((await upload(files(10)).expect(201)).body).toHaveLength(10);
      const response = await upload(files(11)).expect(400);
      expect(response.body.error).toBe(MEDIA_API_MESSAGES.tooManyFiles);
    });

    it('refuses a decompression bomb with 400 before decoding it', async () => {
      const response = await upload([{ name: 'bomb.png', content: pixelBomb() }]).expect(400);
      expect(response.body.error).toBe(MEDIA_API_MESSAGES.tooManyPixels('bomb.png'));
    });

    it('refuses the whole upload, storing nothing, when one file is refused', async () => {
      const before = storedKeys();
      await upload([
        { name: 'good.png', content: small },
        { name: 'bad.png', content: HTML_PAGE },
      ]).expect(415);
      expect(storedKeys()).toEqual(before);
    });

    it('refuses an upload without files, and files in another field', async () => {
      expect((await upload([], { title: 'Nothing' }).expect(400)).body.error).toBe(MEDIA_API_MESSAGES.noFiles);
      const other = await api().post(MEDIA).set('Cookie', as('admin')).attach('image', small, 'a.png').expect(400);
      expect(other.body.error).toBe(MEDIA_API_MESSAGES.unexpectedField);
    });

    it('stores files under generated names: a 300-character name and a ../ path are only shown, cleaned', async () => {
      const longName = `${'harbour-'.repeat(36)}tallview.png`;
      const response = await upload([
        { name: longName, content: small },
        { name: '../../../etc/passwd.png', content: small },
      ]).expect(201);
      const [long, traversal] = z.tuple([MediaItemSchema, MediaItemSchema]).parse(response.body);
      expect(longName).toHaveLength(300);
      expect(long.originalFilename).toHaveLength(255);
      expect(long.originalFilename.endsWith('.png')).toBe(true);
      expect(traversal.originalFilename).toBe('passwd.png');
      expect(storedKeys()).toEqual(expect.arrayContaining([`originals/${long.id}`, `originals/${traversal.id}`]));
      expect(storedKeys().some((key) => key.includes('passwd') || key.includes('harbour-'))).toBe(false);
    });
  });

  it('stores the original, writes a processing row and enqueues one job whose id is the media id', async () => {
    const response = await upload([{ name: 'pool.png', content: small }], { title: ' Pool deck ', caption: '', tags: 'property, ,featured' }).expect(201);
    const [item] = z.tuple([MediaItemSchema]).parse(response.body);
    expect(item).toMatchObject({ title: 'Pool deck', caption: null, tags: ['property', 'featured'], size: small.length, status: 'processing' });
    expect(await storage.read(mediaStorageKeys.original(item.id))).toEqual(small);
    const job = await context.app.get(JobQueues).queue('media').getJob(item.id);
    expect(job).toMatchObject({ name: 'media.process', data: { mediaId: item.id }, opts: expect.objectContaining({ attempts: 12 }) });
  });

  describe('roles', () => {
    const cases: Array<[string, (id: string) => request.Test, Record<Caller, number>]> = [
      ['GET /api/admin/media', () => api().get(MEDIA), everyStaffRole(200)],
      ['GET /api/admin/media/:id', (id) => api().get(`${MEDIA}/${id}`), everyStaffRole(200)],
      ['POST /api/admin/media', () => api().post(MEDIA).attach('files', small, 'a.png'), everyStaffRole(201)],
      ['PUT /api/admin/media/:id', (id) => api().put(`${MEDIA}/${id}`).send({ title: 'x' }), everyStaffRole(200)],
      ['DELETE /api/admin/media/:id', (id) => api().delete(`${MEDIA}/${id}`), everyStaffRole(200)],
    ];
    for (const [route, send, expected] of cases) {
      it.each(Object.entries(expected))(`${route} as %s answers %i`, async (caller, status) => {
        const item = await uploadOne();
        const response = await send(item.id).set('Cookie', as(caller as Caller));
        expect(response.status).toBe(status);
      });
    }

    it('refuses an upload from another site with 403', async () => {
      await upload([{ name: 'a.png', content: small }])
        .set('Origin', 'https://evil.example')
        .expect(403);
    });
  });

  it('lists items newest first, with usage 0 while nothing uses them', async () => {
    const older = await uploadOne();
    const newer = await uploadOne();
    const list = MediaPageSchema.parse((await api().get(MEDIA).set('Cookie', as('admin')).expect(200)).body).items;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((item) => item.id === older.id)).toMatchObject({ usageCount: 0, usage: [] });
  });

  it('updates title, caption and tags, normalised', async () => {
    const item = await uploadOne();
    const response = await api()
      .put(`${MEDIA}/${item.id}`)
      .set('Cookie', as('content_manager'))
      .send({ title: '  Sentosa Cove  ', caption: '   ', tags: [' blog', '', ' property ', '  '], url: '/elsewhere' })
      .expect(200);
    expect(MediaItemSchema.parse(response.body)).toMatchObject({ id: item.id, title: 'Sentosa Cove', caption: null, tags: ['blog', 'property'], url: null });
    const cleared = await api().put(`${MEDIA}/${item.id}`).set('Cookie', as('admin')).send({ title: '', caption: null, tags: [] }).expect(200);
    expect(cleared.body).toMatchObject({ title: null, caption: null, tags: null });
    const tooLong = await api()
      .put(`${MEDIA}/${item.id}`)
      .set('Cookie', as('admin'))
      .send({ title: 'x'.repeat(201) })
      .expect(400);
    expect(tooLong.body.error).toBe('Title must be at most 200 characters');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await api().put(`${MEDIA}/${id}`).set('Cookie', as('admin')).send({ title: 'x' }).expect(404);
      expect(response.body.error).toBe(MEDIA_API_MESSAGES.notFound);
    }
  });

  describe('serving files', () => {
    it('serves a ready item’s variants as immutable WebP that is never sniffed or run', async () => {
      const item = await uploadOne();
      await markProcessed(item.id);
      const ready = MediaItemSchema.parse((await api().get(`${MEDIA}/${item.id}`).set('Cookie', as('admin')).expect(200)).body);
      expect(ready).toMatchObject({ status: 'ready', url: `/media/${item.id}/40.webp`, thumbnailUrl: `/media/${item.id}/thumb.webp` });

      for (const url of [ready.url as string, ready.thumbnailUrl as string]) {
        const response = await api().get(url).expect(200);
        expect(response.headers).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        });
      }
      const mailImage = await api().get(`/media/${item.id}/mail.jpg`).expect(200);
      expect(mailImage.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
    });

    it('never serves an original, a processing item or a made-up file', async () => {
      const item = await uploadOne();
      await api().get(`/media/${item.id}/thumb.webp`).expect(404);
      await markProcessed(item.id);
      for (const url of [
        `/media/${item.id}/999.webp`,
        `/media/${item.id}/original`,
        `/media/${item.id}/..%2F..%2Foriginals%2F${item.id}`,
        '/media/x/thumb.webp',
      ]) {
        const response = await api().get(url).expect(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
      }
    });

    it('deletes the row and every file: the item’s URLs answer 404', async () => {
      const item = await uploadOne();
      await markProcessed(item.id);
      await storage.put(mediaStorageKeys.original(item.id), small);
      const url = `/media/${item.id}/40.webp`;
      await api().get(url).expect(200);

      expect((await api().delete(`${MEDIA}/${item.id}`).set('Cookie', as('content_manager')).expect(200)).body).toEqual({ success: true });

      await api().get(url).expect(404);
      await api().get(`${MEDIA}/${item.id}`).set('Cookie', as('admin')).expect(404);
      expect(storedKeys().filter((key) => key.includes(item.id))).toEqual([]);
    });
  });
});
