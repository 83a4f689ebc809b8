import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { z } from 'zod';
import { describeError, PUBLIC_BLOG_GENERATION_KEY } from '@app/core';
import { API_REDIS } from '../redis/redis.module';

/** How long a cached answer may be served; invalidate() ends it at once on every API process. */
const CACHE_TTL_SECONDS = 60;

/**
 * The public blog answers, cached in Redis so every API process shares them. Entries live under a generation
 * number: invalidate() bumps it, so each process reads fresh data on its next request, and an answer loaded
 * before the bump can only be stored under the old, unread generation.
 */
@Injectable()
export class PublicBlogCache {
  private readonly logger = new Logger(PublicBlogCache.name);

  constructor(@Inject(API_REDIS) private readonly redis: Redis) {}

  /** The cached value of `key`, else what `load` returns (cached unless null). Redis trouble falls back to `load`. */
  async getOrLoad<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.infer<S> | null>): Promise<z.infer<S> | null> {
    const generation = await this.generation();
    const entryKey = generation === null ? null : `public-blog:${generation}:${key}`;
    const cached = entryKey ? await this.read(entryKey, schema) : undefined;
    if (cached !== undefined) return cached;
    const value = await load();
    if (entryKey && value !== null) await this.write(entryKey, value);
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

  private async write(entryKey: string, value: unknown): Promise<void> {
    try {
      await this.redis.set(entryKey, JSON.stringify(value), 'EX', CACHE_TTL_SECONDS);
    } catch (error) {
      this.logger.warn(`Could not write ${entryKey} to the public blog cache: ${describeError(error)}`);
    }
  }
}
