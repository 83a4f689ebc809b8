import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TestS3Server, jpegImage, startS3Server } from '@app/core/testing';
import { ApiClient, type OwnDatabase, ServiceProcess, createTestDatabase, eventually, serverEnv } from '../support';

type MediaItemBody = { id: string; status: string };

/**
 * Issue 16, item 7: with MEDIA_STORAGE=s3, two API processes and two workers, each on a media folder of its own,
 * serve the same files: an upload through one API is processed by a worker and served, and deleted, by the other API.
 */
describe('media in an S3-compatible bucket shared by two APIs and two workers (s3rver, PostgreSQL, Redis)', () => {
  let s3: TestS3Server;
  let database: OwnDatabase;
  const processes: ServiceProcess[] = [];
  const mediaDirs: string[] = [];

  /** The stack's settings with a media folder of the process's own, which S3 storage must leave empty. */
  const ownFolder = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-s3-process-media-'));
    mediaDirs.push(dir);
    return { ...env, MEDIA_DIR: dir };
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createTestDatabase('shared_s3_media');
  });
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop('SIGTERM', 15_000)));
    await database?.drop();
    await s3?.close();
  });

  it('uploads through one API, processes on either worker, serves and deletes through the other API', async () => {
    const env = serverEnv({ databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', ...s3.env });
    const [first, second] = await Promise.all([ServiceProcess.api(ownFolder(env)), ServiceProcess.api(ownFolder(env))]);
    processes.push(first, second);
    processes.push(...(await Promise.all([ServiceProcess.worker(ownFolder(env)), ServiceProcess.worker(ownFolder(env))])));
    const viaFirst = new ApiClient(first.baseUrl);
    const viaSecond = new ApiClient(second.baseUrl);
    expect((await viaFirst.signIn()).status).toBe(200);
    expect((await viaSecond.signIn()).status).toBe(200);

    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await jpegImage({ width: 900, height: 600 }))], { type: 'image/jpeg' }), 'condo-living-room.jpg');
    const upload = await viaFirst.request<MediaItemBody[]>('POST', '/api/admin/media', { body: form, timeoutMs: 30_000 });
    expect(upload.status).toBe(201);
    const id = upload.body[0]?.id ?? '';
    await eventually(async () => (await viaSecond.get<MediaItemBody>(`/api/admin/media/${id}`)).body.status === 'ready', {
      timeoutMs: 30_000,
      message: 'the upload to be processed',
    });

    const fromFirst = await fetch(`${first.baseUrl}/media/${id}/640.webp`);
    const fromSecond = await fetch(`${second.baseUrl}/media/${id}/640.webp`);
    expect([fromFirst.status, fromSecond.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
    for (const dir of mediaDirs) expect(readdirSync(dir)).toEqual([]);

    expect((await viaSecond.delete(`/api/admin/media/${id}`)).status).toBe(200);
    expect((await fetch(`${first.baseUrl}/media/${id}/640.webp`)).status).toBe(404);
  });
});
