import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { describeError } from '../logging/describe-error';
import { SERVER_REDIS } from '../server-core/server-redis';
import { PUBLIC_BLOG_GENERATION_KEY } from './public-blog-cache-keys';

/** How long a cached answer may be served; invalidate() ends it at once on every API process. */
const CACHE_TTL_SECONDS = 60;
/** How long the last answer loaded for a key is kept, to be served while PostgreSQL is down. */
const LAST_GOOD_TTL_SECONDS = 24 * 60 * 60;

/**
 * The public blog answers, cached in Redis so every API process shares them; the worker invalidates them too. Entries live under a generation
 * number: invalidate() bumps it, so each process reads fresh data on its next request, and an answer loaded
 * before the bump can only be stored under the old, unread generation. The last answer of each key is also kept
 * for a day outside the generations: while the database is down, that stale copy is served rather than a 503.
 */
@Injectable()
export class PublicBlogCache {
  private readonly logger = new Logger(PublicBlogCache.name);

  constructor(@Inject(SERVER_REDIS) private readonly redis: Redis) {}

  /**
   * The cached value of `key`, else what `load` returns (cached unless null). Redis trouble falls back to `load`;
   * a database outage during `load` falls back to the last good copy, if Redis has one.
   */
  async getOrLoad<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.infer<S> | null>): Promise<z.infer<S> | null> {
    const generation = await this.generation();
    const entryKey = generation === null ? null : `public-blog:${generation}:${key}`;
    const cached = entryKey ? await this.read(entryKey, schema) : undefined;
    if (cached !== undefined) return cached;
    const value = await this.loadOrLastGood(key, schema, load);
    if (entryKey && value !== null) await this.write(entryKey, lastGoodKey(key), value);
    return value;
  }

  /** Call after any change to published posts (publish, update, unpublish, delete). */
  async invalidate(): Promise<void> {
    try {
      await this.redis.incr(PUBLIC_BLOG_GENERATION_KEY);
    } catch (error) {
      this.logger.error(`Could not invalidate the public blog cache; answers may be up to ${CACHE_TTL_SECONDS} s old: ${describeError(error)}`);
    }
  }

  private async generation(): Promise<string | null> {
    try {
      return (await this.redis.get(PUBLIC_BLOG_GENERATION_KEY)) ?? '0';
    } catch (error) {
      this.logger.warn(`Public blog cache unavailable, reading the database: ${describeError(error)}`);
      return null;
    }
  }

  private async loadOrLastGood<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.infer<S> | null>): Promise<z.infer<S> | null> {
    try {
      return await load();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const lastGood = await this.read(lastGoodKey(key), schema);
      if (lastGood === undefined) throw error;
      this.logger.warn(`Database unavailable, serving the last good copy of ${key}: ${describeError(error)}`);
      return lastGood;
    }
  }

  private async read<S extends z.ZodType>(entryKey: string, schema: S): Promise<z.infer<S> | undefined> {
    try {
      const stored = await this.redis.get(entryKey);
      if (stored === null) return undefined;
      const parsed = schema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      this.logger.warn(`Could not read ${entryKey} from the public blog cache: ${describeError(error)}`);
      return undefined;
    }
  }

  private async write(entryKey: string, lastGoodEntryKey: string, value: unknown): Promise<void> {
    const stored = JSON.stringify(value);
    try {
      await this.redis.multi().set(entryKey, stored, 'EX', CACHE_TTL_SECONDS).set(lastGoodEntryKey, stored, 'EX', LAST_GOOD_TTL_SECONDS).exec();
    } catch (error) {
      this.logger.warn(`Could not write ${entryKey} to the public blog cache: ${describeError(error)}`);
    }
  }
}

function lastGoodKey(key: string): string {
  return `public-blog:last-good:${key}`;
}
