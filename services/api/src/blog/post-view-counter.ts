import { createHmac } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { describeError } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { BlogPostsRepository } from './blog-posts.repository';

/** Who is reading: the client address and browser, never stored as such. */
export type Visitor = { clientAddress: string; userAgent: string };

/** Counts a read of a post once per visitor per day, under a keyed hash so no address is kept. */
@Injectable()
export class PostViewCounter {
  private readonly logger = new Logger(PostViewCounter.name);

  constructor(
    private readonly posts: BlogPostsRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Never fails the read: a view that cannot be counted is logged and skipped. */
  async count(postId: string, visitor: Visitor): Promise<void> {
    try {
      await this.posts.countView(postId, this.visitorHash(postId, visitor));
    } catch (error) {
      this.logger.warn(`Could not count a view of post ${postId}: ${describeError(error)}`);
    }
  }

  private visitorHash(postId: string, { clientAddress, userAgent }: Visitor): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`blog-post-view\n${postId}\n${clientAddress}\n${userAgent}`).digest('hex');
  }
}
