import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { BLOG_ENDPOINTS } from '@app/contracts';
import type { EarlyAnswer } from '../common/answer-before-express';
import { PUBLIC_READ_CACHE_CONTROL, sendPrepared } from '../common/prepared-response';
import { RenderRequests } from '../common/render-requests';
import { BlogPostsService, type PreparedTarget } from './blog-posts.service';

const LIST_PATH = BLOG_ENDPOINTS.list.path;
const RECENT_PATH = BLOG_ENDPOINTS.recent.path;
const POST_PATH_PREFIX = BLOG_ENDPOINTS.read.path.replace(':slug', '');
/** Slugs as ContentPublisher makes them; anything else (escapes, a query string, more segments) takes the usual way. */
const PLAIN_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * The list, the recent posts and a post, answered before Express and Nest (answerBeforeExpress) when this process
 * has them prepared for the current cache generation; otherwise BlogPostsController answers and prepares them.
 * The same bytes and headers either way, a post read counts its view either way (unless the server render reads).
 */
@Injectable()
export class PreparedBlogReads implements EarlyAnswer {
  constructor(
    private readonly blog: BlogPostsService,
    private readonly renders: RenderRequests,
  ) {}

  takes(request: IncomingMessage): boolean {
    return targetOf(request.url ?? '') !== null;
  }

  answer(request: IncomingMessage, response: ServerResponse, clientAddress: () => string): boolean | Promise<boolean> {
    const target = targetOf(request.url ?? '');
    if (!target) return false;
    const visitor = () =>
      this.renders.isRender(request as Request) ? null : { clientAddress: clientAddress(), userAgent: request.headers['user-agent'] ?? '' };
    const ready = this.blog.readyNow(target, visitor);
    if (ready) {
      sendPrepared(request, response, ready, PUBLIC_READ_CACHE_CONTROL);
      return true;
    }
    return this.blog.alreadyPrepared(target, visitor).then((prepared) => {
      if (prepared) sendPrepared(request, response, prepared, PUBLIC_READ_CACHE_CONTROL);
      return prepared !== undefined;
    });
  }

  route(request: IncomingMessage): string {
    const target = targetOf(request.url ?? '');
    if (target?.kind === 'list') return LIST_PATH;
    return target?.kind === 'recent' ? RECENT_PATH : BLOG_ENDPOINTS.read.path;
  }
}

function targetOf(url: string): PreparedTarget | null {
  if (url === LIST_PATH) return { kind: 'list' };
  if (url === RECENT_PATH) return { kind: 'recent' };
  if (!url.startsWith(POST_PATH_PREFIX)) return null;
  const slug = url.slice(POST_PATH_PREFIX.length);
  return PLAIN_SLUG.test(slug) ? { kind: 'post', slug } : null;
}
