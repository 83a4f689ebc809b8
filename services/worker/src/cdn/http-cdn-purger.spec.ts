import { type FakeCdnServer, startFakeCdnServer } from '@app/core/testing';
import { HttpCdnPurger } from './http-cdn-purger';

const KEYS = ['post:6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', 'blog-list', 'home'];

describe('HttpCdnPurger (against a fake CDN on loopback)', () => {
  let cdn: FakeCdnServer;
  const purger = (settings: { token?: string; authHeader?: string; timeoutMs?: number; url?: string | null } = {}) =>
    new HttpCdnPurger({
      CDN_PURGE_URL: settings.url === null ? undefined : (settings.url ?? cdn.url),
      CDN_PURGE_TOKEN: settings.token,
      CDN_PURGE_AUTH_HEADER: settings.authHeader ?? 'Authorization',
      CDN_PURGE_TIMEOUT_MS: settings.timeoutMs ?? 2000,
    });

  beforeAll(async () => {
    cdn = await startFakeCdnServer();
  });
  afterEach(() => cdn.reset());
  afterAll(() => cdn.close());

  it('POSTs the keys as a Surrogate-Key header and as JSON tags, with the token in the configured header', async () => {
    await purger({ token: 'purge-secret', authHeader: 'Fastly-Key' }).purge(KEYS);

    expect(cdn.received).toHaveLength(1);
    const [purge] = cdn.received;
    expect(purge?.method).toBe('POST');
    expect(purge?.headers['surrogate-key']).toBe(KEYS.join(' '));
    expect(purge?.headers['fastly-key']).toBe('purge-secret');
    expect(purge?.headers['content-type']).toBe('application/json');
    expect(purge?.tags).toEqual(KEYS);
  });

  it('sends no token header when none is set', async () => {
    await purger().purge(KEYS);
    expect(cdn.received[0]?.headers.authorization).toBeUndefined();
  });

  it('fails when the CDN answers an error, so the job retries', async () => {
    cdn.down(503);
    await expect(purger().purge(KEYS)).rejects.toThrow(`The CDN answered 503 to the purge of ${KEYS.join(' ')}`);
  });

  it('fails when the CDN does not answer in time', async () => {
    cdn.answerAfter(1000);
    const started = Date.now();
    await expect(purger({ timeoutMs: 200 }).purge(KEYS)).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('sends nothing when CDN_PURGE_URL is unset', async () => {
    await purger({ url: null }).purge(KEYS);
    expect(cdn.received).toEqual([]);
  });
});
