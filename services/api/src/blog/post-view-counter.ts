import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Request } from 'express';
import { describeError } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { BlogPostsRepository } from './blog-posts.repository';

/** Who is reading: the client address and browser, never stored as such. */
export type Visitor = { clientAddress: string; userAgent: string };

/** The visitor making an Express request (`ip` honours TRUST_PROXY_HOPS, as @ClientAddress() does). */
export function visitorOf(request: Request): Visitor {
  return { clientAddress: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] ?? '' };
}

/** Views are written together at least this often... */
const FLUSH_INTERVAL_MS = 1000;
/** ...and as soon as this many distinct ones wait. */
const FLUSH_AT = 500;
/** Views kept while the database does not take them (under 500 bytes each); a view beyond is logged and dropped. */
const MAX_PENDING = 50_000;
/** Enough of a browser's name to tell visitors apart; a longer one is cut (so is the memory a view takes). */
const USER_AGENT_LENGTH = 256;

const SINGAPORE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' });

type PendingView = { viewDate: string; postId: string; visitor: Visitor };

/**
 * Counts a read of a post once per visitor per day, under a keyed hash so no address is kept. The read answers at
 * once: its view waits in memory (a visitor's repeated reads once) and is written with the others by one statement
 * within FLUSH_INTERVAL_MS, hashed then. A failed write keeps the views for the next one; stopping the API writes
 * what waits, after the HTTP server closed and before the database does.
 */
@Injectable()
export class PostViewCounter implements OnApplicationShutdown {
  private readonly logger = new Logger(PostViewCounter.name);
  private pending = new Map<string, PendingView>();
  private writing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private today = { viewDate: '', until: 0 };

  constructor(
    private readonly posts: BlogPostsRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Never fails nor delays the read. */
  count(postId: string, { clientAddress, userAgent }: Visitor): void {
    const viewDate = this.viewDate();
    const visitor = { clientAddress, userAgent: userAgent.slice(0, USER_AGENT_LENGTH) };
    const key = `${viewDate}\n${postId}\n${visitor.clientAddress}\n${visitor.userAgent}`;
    if (this.pending.has(key)) return;
    if (this.pending.size >= MAX_PENDING) {
      this.logger.error(`Dropped a view of post ${postId}: ${MAX_PENDING} views already wait for the database`);
      return;
    }
    this.pending.set(key, { viewDate, postId, visitor });
    if (this.pending.size >= FLUSH_AT) void this.flush();
  }

  /** Writes every view counted before the call (waiting for a write under way first); a failure keeps them queued. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = this.write(batch).finally(() => {
      this.writing = null;
    });
    await this.writing;
  }

  /** Views waiting to be written. */
  get waiting(): number {
    return this.pending.size;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    if (this.pending.size > 0) this.logger.error(`Stopping with ${this.pending.size} post views not written`);
  }

  private async write(batch: Map<string, PendingView>): Promise<void> {
    try {
      const views = [...batch.values()].map(({ viewDate, postId, visitor }) => ({ viewDate, postId, visitorHash: this.visitorHash(postId, visitor) }));
      await this.posts.countViews(views);
    } catch (error) {
      for (const [key, view] of batch) if (this.pending.size < MAX_PENDING) this.pending.set(key, view);
      this.logger.warn(`Could not write ${batch.size} post views (kept for the next try): ${describeError(error)}`);
    }
  }

  /** Today in Singapore, worked out again once a second at most. */
  private viewDate(): string {
    const now = Date.now();
    if (now >= this.today.until) this.today = { viewDate: SINGAPORE_DAY.format(now), until: now + 1000 };
    return this.today.viewDate;
  }

  private visitorHash(postId: string, { clientAddress, userAgent }: Visitor): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`blog-post-view\n${postId}\n${clientAddress}\n${userAgent}`).digest('hex');
  }
}
