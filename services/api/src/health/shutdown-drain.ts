import { setTimeout as sleep } from 'node:timers/promises';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/**
 * The first step of stopping on SIGTERM (before Nest closes the HTTP server): /api/ready turns 503 and every
 * answer carries `Connection: close` for SHUTDOWN_DRAIN_MS, so load balancers stop sending and keep-alive
 * clients reconnect elsewhere. Nest then destroys the connections still open (`forceCloseConnections`).
 * Other signals (Ctrl-C in a terminal) and app.close() skip the wait.
 */
@Injectable()
export class ShutdownDrain implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ShutdownDrain.name);
  private isDraining = false;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  get draining(): boolean {
    return this.isDraining;
  }

  async beforeApplicationShutdown(signal?: string) {
    if (signal !== 'SIGTERM') return;
    this.isDraining = true;
    this.logger.log(`SIGTERM: not ready; closing connections in ${this.config.SHUTDOWN_DRAIN_MS} ms, exiting within ${this.config.SHUTDOWN_TIMEOUT_MS} ms`);
    await sleep(this.config.SHUTDOWN_DRAIN_MS);
  }
}

/** Express middleware: while draining, each answer tells the client to close its connection. */
export function closeConnectionsWhileDraining(drain: ShutdownDrain): RequestHandler {
  return (_request, response, next) => {
    if (drain.draining) response.setHeader('Connection', 'close');
    next();
  };
}
