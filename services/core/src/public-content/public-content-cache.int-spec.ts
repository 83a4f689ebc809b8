import type Redis from 'ioredis';
import { z } from 'zod';
import { ServerMetrics } from '../metrics/server-metrics';
import { serverRedisClient } from '../common/server-redis';
import { eventually } from '../testing';
import { PublicContentCache } from './public-content-cache';
import { PUBLIC_CONTENT_GENERATION_KEY } from './public-content-cache-keys';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two API processes' caches on one Redis prefix of this test's own. */
describe('PublicContentCache.memo', () => {
  const settings = { REDIS_URL, REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'hl-test'}-memo-${Date.now().toString(36)}` };
  const clients: Redis[] = [];
  const caches: PublicContentCache[] = [];
  /** A cache on a connection of its own, connected (the connection refuses commands until then, as the API's does). */
  const newCache = async (redisSettings = settings, metrics = new ServerMetrics()) => {
    const client = serverRedisClient(redisSettings);
    client.on('error', () => {});
    clients.push(client);
    if (redisSettings === settings) await eventually(() => client.status === 'ready', { message: 'Redis to connect' });
    const cache = new PublicContentCache(client, metrics);
    caches.push(cache);
    return cache;
  };
  let builds = 0;
  const build = async () => {
    builds += 1;
    return { build: builds };
  };

  // The keys go with the run's Redis prefix (jest's global teardown), which this one starts with.
  afterAll(() => {
    for (const cache of caches) cache.onApplicationShutdown();
    for (const client of clients) client.disconnect();
  });

  it('builds once per generation for every caller, concurrent ones included', async () => {
    const cache = await newCache();
    const before = builds;
    const values = await Promise.all([cache.memo('a', build), cache.memo('a', build), cache.memo('a', build)]);
    expect(await cache.memo('a', build)).toBe(values[0]);
    expect(new Set(values).size).toBe(1);
    expect(builds - before).toBe(1);
  });

  it('counts hits and misses of this process and of Redis in the metrics', async () => {
    const metrics = new ServerMetrics();
    const cache = await newCache(settings, metrics);
    await cache.memo('counted', build);
    await cache.memo('counted', build);
    await cache.getOrLoad('counted-read', z.string(), async () => 'loaded');
    await cache.getOrLoad('counted-read', z.string(), async () => 'loaded');
    const text = await metrics.registry.metrics();
    expect(text).toContain('harbourline_public_cache_lookups_total{layer="process",result="hit"} 1');
    expect(text).toContain('harbourline_public_cache_lookups_total{layer="process",result="miss"} 1');
    expect(text).toContain('harbourline_public_cache_lookups_total{layer="redis",result="hit"} 1');
    expect(text).toContain('harbourline_public_cache_lookups_total{layer="redis",result="miss"} 1');
  });

  it('offers nothing to peek at until something is built', async () => {
    const cache = await newCache();
    expect(await cache.peek('not-built')).toBeUndefined();
    const built = await cache.memo('peeked', build);
    expect(await cache.peek('peeked')).toBe(built);
  });

  it('keeps what it built when it starts listening afterwards (the generation is unchanged)', async () => {
    const cache = await newCache();
    const built = await cache.memo('before-listening', build);
    await eventually(() => cache.isListening, { message: 'the cache to listen' });
    expect(await cache.peek('before-listening')).toBe(built);
    expect(await cache.memo('before-listening', build)).toBe(built);
  });

  it('keeps neither null nor a failure', async () => {
    const cache = await newCache();
    let calls = 0;
    const nothing = async () => {
      calls += 1;
      return null;
    };
    expect(await cache.memo('missing', nothing)).toBeNull();
    expect(await cache.memo('missing', nothing)).toBeNull();
    await expect(cache.memo('failing', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.memo('failing', async () => 'recovered')).toBe('recovered');
    expect(calls).toBe(2);
  });

  it('builds again at once after invalidate() in the same process', async () => {
    const cache = await newCache();
    const first = await cache.memo('b', build);
    await cache.invalidate();
    expect(await cache.memo('b', build)).not.toBe(first);
  });

  /** A cache that has started listening to the announcements, and has built `key` since. */
  const listeningCache = async (key: string) => {
    const cache = await newCache();
    await cache.memo(key, build);
    await eventually(() => cache.isListening, { message: 'the cache to listen' });
    return { cache, built: await cache.memo(key, build) };
  };

  it('hands out what it built without waiting once it listens and the generation is known, not before', async () => {
    const cache = await newCache();
    expect(cache.peekBuilt('g')).toBeUndefined();
    const { cache: listening, built } = await listeningCache('g');
    expect(listening.peekBuilt('g')).toBe(built);
    expect(listening.peekBuilt('not-built')).toBeUndefined();
    await listening.invalidate();
    expect(listening.peekBuilt('g')).toBeUndefined();
  });

  it('builds again in another process as soon as the invalidation is announced', async () => {
    const { cache: reader, built } = await listeningCache('c');
    expect(await reader.memo('c', build)).toBe(built);
    const started = Date.now();
    await (await newCache()).invalidate();
    await eventually(async () => (await reader.memo('c', build)) !== built, { intervalMs: 5, message: 'the other process to rebuild' });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('reads the generation again within a second when a raise was not announced', async () => {
    const { cache, built } = await listeningCache('d');
    const raw = clients[0];
    if (!raw) throw new Error('no Redis client');
    await raw.incr(PUBLIC_CONTENT_GENERATION_KEY);
    expect(await cache.memo('d', build)).toBe(built);
    await eventually(async () => (await cache.memo('d', build)) !== built, { timeoutMs: 3000, message: 'the raised generation to be read' });
  });

  it('still builds, and keeps what it built for a moment, while Redis is unreachable', async () => {
    const offline = await newCache({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: settings.REDIS_PREFIX });
    const first = await offline.memo('e', build);
    expect(await offline.memo('e', build)).toBe(first);
    expect(await offline.getOrLoad('f', z.string(), async () => 'from the database')).toBe('from the database');
  });
});
