import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ServerMetrics, TimedEvents } from '@app/core';
import { isApiPath } from '../web/serve-web-apps';

/** Seconds; most answers take milliseconds, a server render or an upload up to seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * HTTP requests by method, route and status, with their latency. The route is the pattern that answered (e.g.
 * `/api/blog-posts/:slug`), never the URL itself, so the number of series stays small.
 */
@Injectable()
export class HttpMetrics {
  private readonly requests: TimedEvents<'method' | 'route' | 'status'>;

  constructor(metrics: ServerMetrics) {
    this.requests = new TimedEvents(metrics.registry, {
      counter: { name: 'harbourline_http_requests_total', help: 'HTTP requests answered, by method, route and status' },
      histogram: { name: 'harbourline_http_request_duration_seconds', help: 'Time from a request to the end of its answer, by method, route and status' },
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
    });
  }

  /** Express middleware, first in the stack: records each request once its answer is sent (or its connection lost). */
  readonly middleware = (request: Request, response: Response, next: NextFunction) => {
    const startedAt = performance.now();
    response.once('close', () => this.record(request.method, routeOf(request), response.statusCode, (performance.now() - startedAt) / 1000));
    next();
  };

  /** For an answer sent before Express saw the request (answerBeforeExpress). */
  recordEarlyAnswer(request: IncomingMessage, response: ServerResponse, route: string, startedAt: number) {
    this.record(request.method ?? 'GET', route, response.statusCode, (Date.now() - startedAt) / 1000);
  }

  private record(method: string, route: string, status: number, seconds: number) {
    this.requests.record({ method, route, status: String(status) }, seconds);
  }
}

/** The matched route's pattern; requests no route took are grouped by what served them. */
export function routeOf(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${request.baseUrl}${route.path}`;
  // A mounted middleware (the remotes' static files) leaves `url` shortened when it answers: the original is whole.
  const pathname = request.originalUrl.split('?', 1)[0] ?? '';
  if (isApiPath(pathname)) return 'unmatched api';
  if (pathname.startsWith('/mfe/')) return 'remote files';
  return 'shell files and pages';
}
