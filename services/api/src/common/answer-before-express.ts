import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, RequestHandler, Response } from 'express';
import proxyAddress from 'proxy-addr';
import { describeError } from '@app/core';

/**
 * Requests the server may answer before Express: `takes` picks them by method and URL alone (synchronously, for every
 * GET and HEAD); `answer` answers true (at once, or as a promise) once it answered, or false (or throws, or rejects)
 * before writing anything, and the request then goes to Express. `clientAddress` is what Express's `request.ip` would be (it honours 'trust proxy').
 */
export type EarlyAnswer = {
  takes(request: IncomingMessage): boolean;
  answer(request: IncomingMessage, response: ServerResponse, clientAddress: () => string): boolean | Promise<boolean>;
  /** The route pattern a request it answered belongs to (for the metrics), e.g. `/api/blog-posts/:slug`. */
  route(request: IncomingMessage): string;
};

export type EarlyAnswerOptions = {
  /** The app's middleware that sets what every answer carries (security headers, the shutdown drain's Connection). */
  prelude: RequestHandler[];
  /** Runs after each early answer (the request log, the metrics); `route` is the answer's route(). */
  answered(request: IncomingMessage, response: ServerResponse, startedAt: number, route: string): void;
};

/**
 * Puts `answers` in front of Express: the HTTP server offers each GET and HEAD to them first, so an answer that needs
 * nothing of the app's stack (bytes prepared already, see prepared-response.ts) skips Express's routing, every
 * middleware and Nest, most of a cached read's cost. Anything they do not take goes to Express exactly as before.
 * The request is left as Node made it (giving it Express's prototype here would cost more than the answer).
 */
export function answerBeforeExpress(app: NestExpressApplication, answers: EarlyAnswer[], options: EarlyAnswerOptions): void {
  const server: Server = app.getHttpServer();
  const expressApp = app.getHttpAdapter().getInstance() as Express;
  const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const toExpress = (request: IncomingMessage, response: ServerResponse) => {
    for (const handler of handlers) handler.call(server, request, response);
  };
  const noop = () => {};
  const logger = new Logger('EarlyAnswers');
  const afterAnswer = (early: EarlyAnswer, request: IncomingMessage, response: ServerResponse, startedAt: number) => {
    try {
      options.answered(request, response, startedAt, early.route(request));
    } catch (error) {
      logger.error(`After answering ${request.url}: ${describeError(error)}`);
    }
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return toExpress(request, response);
    const early = answers.find((candidate) => candidate.takes(request));
    if (!early) return toExpress(request, response);
    const startedAt = Date.now();
    for (const middleware of options.prelude) middleware(request as Request, response as Response, noop);
    const clientAddress = () => proxyAddress(request, expressApp.get('trust proxy fn'));
    const done = (answered: boolean) => (answered ? afterAnswer(early, request, response, startedAt) : toExpress(request, response));
    let answering: boolean | Promise<boolean>;
    try {
      answering = early.answer(request, response, clientAddress);
    } catch {
      return toExpress(request, response);
    }
    if (typeof answering === 'boolean') return done(answering);
    answering.then(done, () => toExpress(request, response));
  });
}
