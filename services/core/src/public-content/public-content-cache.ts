import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../common/database-unavailable';
import { describeError } from '../logging/describe-error';
import { ServerMetrics } from '../metrics/server-metrics';
import { SERVER_REDIS } from '../common/server-redis';
import { PUBLIC_CONTENT_GENERATION_KEY, publicContentInvalidationChannel } from './public-content-cache-keys';

/** How long a cached answer may be served; invalidate() ends it at once on every API process. */
const CACHE_TTL_SECONDS = 60;
/** How long the last answer loaded for a key is kept, to be served while PostgreSQL is down. */
const LAST_GOOD_TTL_SECONDS = 24 * 60 * 60;
/** How long memo() keeps what it built while Redis (so the generation) cannot be read: the database is asked that often. */
const OFFLINE_MEMO_MS = 5000;
/** memo() entries one process keeps at most (a few per published post); the oldest go first. */
const MEMO_LIMIT = 2000;
/**
 * How long a generation read is used without reading it again, while this process listens to the invalidation
 * channel (an announced change ends it at once): a lost announcement costs at most this much staleness.
 */
const GENERATION_TRUST_MS = 1000;

/** `built` holds the value once it is there (and not null), for peekBuilt(). */
type MemoEntry = { generation: string | null; expiresAt: number; value: Promise<unknown>; built?: unknown };

/**
 * What visitors are shown (posts, listings, rendered public pages), cached in Redis so every API process shares it;
 * the worker invalidates it too. Entries live under a generation
 * number: invalidate() bumps it, so each process reads fresh data on its next request, and an answer loaded
 * before the bump can only be stored under the old, unread generation. The last answer of each key is also kept
 * for a day outside the generations: while the database is down, that stale copy is served rather than a 503.
 * memo() keeps, per process and generation, what is made of those answers (bytes ready to send), so a cached read
 * costs no parsing, serializing nor Redis round trip: invalidate() announces each new generation on a channel, and
 * a process that listens to it uses the generation it read last for up to GENERATION_TRUST_MS.
 */
@Injectable()
export class PublicContentCache implements OnApplicationShutdown {
  private readonly logger = new Logger(PublicContentCache.name);
  /** The generation read in flight: requests arriving meanwhile share it (one Redis round trip for all of them). */
  private generationRead: Promise<string | null> | null = null;
  /** The last generation read, usable while `listening` and younger than GENERATION_TRUST_MS. */
  private known: { generation: string; readAt: number } | null = null;
  /** Raised whenever what is known may be stale: a read that began before keeps its answer to itself. */
  private epoch = 0;
  private listening = false;
  private subscriber: Redis | null = null;
  private readonly memos = new Map<string, MemoEntry>();

  constructor(
    @Inject(SERVER_REDIS) private readonly redis: Redis,
    private readonly metrics: ServerMetrics,
  ) {}

  /**
   * What `build` makes (e.g. an answer serialized and compressed once), kept in this process for the current
   * generation: built once per generation and key, shared by concurrent callers, rebuilt after invalidate() (on any
   * process) or after CACHE_TTL_SECONDS. Costs one shared Redis read of the generation per call. Null is not kept.
   */
  async memo<T>(key: string, build: () => Promise<T>): Promise<T> {
    const generation = await this.currentGeneration();
    const kept = this.kept<T>(key, generation);
    if (kept) {
      this.metrics.publicCacheHit('process');
      return kept;
    }
    this.metrics.publicCacheMiss('process');
    const value = build();
    const entry: MemoEntry = { generation, expiresAt: Date.now() + (generation === null ? OFFLINE_MEMO_MS : CACHE_TTL_SECONDS * 1000), value };
    this.memos.delete(key);
    if (this.memos.size >= MEMO_LIMIT) this.memos.delete(this.memos.keys().next().value as string);
    this.memos.set(key, entry);
    const forget = () => {
      if (this.memos.get(key) === entry) this.memos.delete(key);
    };
    value.then((built) => (built === null ? forget() : (entry.built = built)), forget);
    return value;
  }

  /**
   * What memo() keeps for `key` in the current generation, without building anything: undefined when nothing is
   * kept (a miss is counted by the memo() that follows).
   */
  async peek<T>(key: string): Promise<T | undefined> {
    const kept = this.kept<T>(key, await this.currentGeneration());
    if (kept) this.metrics.publicCacheHit('process');
    return kept;
  }

  /**
   * peek() without waiting, for callers that answer from it at once: what memo() built for `key`, when the current
   * generation is known without asking Redis and the value is already there; undefined otherwise (then use peek()).
   */
  peekBuilt<T>(key: string): T | undefined {
    const known = this.known;
    if (!known || !this.listening || Date.now() - known.readAt >= GENERATION_TRUST_MS) return undefined;
    const kept = this.memos.get(key);
    const built = kept && kept.generation === known.generation && kept.expiresAt > Date.now() ? (kept.built as T | undefined) : undefined;
    if (built !== undefined) this.metrics.publicCacheHit('process');
    return built;
  }

  private kept<T>(key: string, generation: string | null): Promise<T> | undefined {
    const kept = this.memos.get(key);
    return kept && kept.generation === generation && kept.expiresAt > Date.now() ? (kept.value as Promise<T>) : undefined;
  }

  /**
   * The cached value of `key`, else what `load` returns (cached unless null). Redis trouble falls back to `load`;
   * a database outage during `load` falls back to the last good copy, if Redis has one.
   */
  async getOrLoad<S extends z.ZodType>(key: string, schema: S, load: () => Promise<z.infer<S> | null>): Promise<z.infer<S> | null> {
    const generation = await this.currentGeneration();
    const entryKey = generation === null ? null : `public-content:${generation}:${key}`;
    const cached = entryKey ? await this.read(entryKey, schema) : undefined;
    if (cached !== undefined) {
      this.metrics.publicCacheHit('redis');
      return cached;
    }
    this.metrics.publicCacheMiss('redis');
    const value = await this.loadOrLastGood(key, schema, load);
    if (entryKey && value !== null) await this.write(entryKey, lastGoodKey(key), value);
    return value;
  }

  /** Call after any stored change to what visitors see (posts, listings, viewing slots, media they show). */
  async invalidate(): Promise<void> {
    this.forgetGeneration();
    this.memos.clear();
    try {
      await this.redis.multi().incr(PUBLIC_CONTENT_GENERATION_KEY).publish(this.invalidationChannel(), 'invalidated').exec();
      // A read sent before the increment must not answer the calls that come after it.
      this.forgetGeneration();
    } catch (error) {
      this.logger.error(`Could not invalidate the public content cache; answers may be up to ${CACHE_TTL_SECONDS} s old: ${describeError(error)}`);
    }
  }

  /** Whether this process hears the invalidations announced (so it may use the generation it knows for a while). */
  get isListening(): boolean {
    return this.listening;
  }

  onApplicationShutdown() {
    this.subscriber?.disconnect();
  }

  /**
   * The current generation (null while Redis cannot be read): the one known, while it may be trusted, else read
   * from Redis, concurrent callers sharing one read.
   */
  private currentGeneration(): Promise<string | null> {
    this.listenForInvalidations();
    const known = this.known;
    if (known && this.listening && Date.now() - known.readAt < GENERATION_TRUST_MS) return Promise.resolve(known.generation);
    if (this.generationRead) return this.generationRead;
    const epoch = this.epoch;
    const readAt = Date.now();
    const read = this.readGeneration();
    this.generationRead = read;
    const done = (generation: string | null) => {
      if (this.generationRead === read) this.generationRead = null;
      if (generation !== null && this.epoch === epoch) this.known = { generation, readAt };
    };
    read.then(done, () => done(null));
    return read;
  }

  /**
   * Everything known of the generation may be stale now: the next call reads it again. What memo() kept stays,
   * as each entry is only handed out under the generation it was built in.
   */
  private forgetGeneration() {
    this.epoch += 1;
    this.known = null;
    this.generationRead = null;
  }

  /**
   * Subscribes (once, on a connection of its own, again after each reconnection) to the announcements of
   * invalidate() on every process; until subscribed, and while disconnected, each call reads the generation.
   */
  private listenForInvalidations() {
    if (this.subscriber) return;
    const subscriber = this.redis.duplicate({ autoResubscribe: false, commandTimeout: undefined });
    this.subscriber = subscriber;
    const channel = this.invalidationChannel();
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          this.listening = true;
          this.forgetGeneration();
        },
        (error: unknown) => this.logger.warn(`Could not listen to ${channel}; reading the generation on every request: ${describeError(error)}`),
      );
    });
    subscriber.on('message', () => {
      this.forgetGeneration();
      this.memos.clear();
    });
    subscriber.on('close', () => {
      this.listening = false;
      this.forgetGeneration();
    });
    // The shared connection reports Redis being away; this one only stops being trusted (above).
    subscriber.on('error', () => {});
  }

  private invalidationChannel(): string {
    return publicContentInvalidationChannel(this.redis.options.keyPrefix ?? '');
  }

  private async readGeneration(): Promise<string | null> {
    try {
      return (await this.redis.get(PUBLIC_CONTENT_GENERATION_KEY)) ?? '0';
    } catch (error) {
      this.logger.warn(`Public content cache unavailable, reading the database: ${describeError(error)}`);
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
      this.logger.warn(`Could not read ${entryKey} from the public content cache: ${describeError(error)}`);
      return undefined;
    }
  }

  private async write(entryKey: string, lastGoodEntryKey: string, value: unknown): Promise<void> {
    const stored = JSON.stringify(value);
    try {
      await this.redis.multi().set(entryKey, stored, 'EX', CACHE_TTL_SECONDS).set(lastGoodEntryKey, stored, 'EX', LAST_GOOD_TTL_SECONDS).exec();
    } catch (error) {
      this.logger.warn(`Could not write ${entryKey} to the public content cache: ${describeError(error)}`);
    }
  }
}

function lastGoodKey(key: string): string {
  return `public-content:last-good:${key}`;
}
