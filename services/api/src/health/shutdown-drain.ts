import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { RequestHandler } from 'express';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** Left of SHUTDOWN_TIMEOUT_MS, after the wait for requests in flight, to close the database, Redis and the rest. */
const CLOSING_MARGIN_MS = 1000;
const IN_FLIGHT_POLL_MS = 20;

/**
 * The first steps of stopping on SIGTERM (before Nest closes the HTTP server): /api/ready turns 503 and every
 * answer carries `Connection: close` for SHUTDOWN_DRAIN_MS, so load balancers stop sending and keep-alive
 * clients reconnect elsewhere. Then the server stops accepting connections and the requests still in flight (a slow
 * upload, a long wait for the worker) get until SHUTDOWN_TIMEOUT_MS less a second to finish; Nest then destroys the
 * connections still open (`forceCloseConnections`). Other signals (Ctrl-C in a terminal) and app.close() skip both waits.
 */
@Injectable()
export class ShutdownDrain implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ShutdownDrain.name);
  private isDraining = false;
  private inFlight = 0;

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get draining(): boolean {
    return this.isDraining;
  }

  /** Counts requests on the server itself: the answers sent before Express (cached public reads) count too. */
  onApplicationBootstrap() {
    this.server()?.on('request', (_request, response) => {
      this.inFlight += 1;
      response.once('close', () => (this.inFlight -= 1));
    });
  }

  async beforeApplicationShutdown(signal?: string) {
    if (signal !== 'SIGTERM') return;
    this.isDraining = true;
    this.logger.log(`SIGTERM: not ready; closing connections in ${this.config.SHUTDOWN_DRAIN_MS} ms, exiting within ${this.config.SHUTDOWN_TIMEOUT_MS} ms`);
    await sleep(this.config.SHUTDOWN_DRAIN_MS);
    await this.finishInFlight();
  }

  private async finishInFlight() {
    const server = this.server();
    if (!server) return;
    server.close();
    server.closeIdleConnections();
    const deadline = Date.now() + this.config.SHUTDOWN_TIMEOUT_MS - this.config.SHUTDOWN_DRAIN_MS - CLOSING_MARGIN_MS;
    while (this.inFlight > 0 && Date.now() < deadline) await sleep(IN_FLIGHT_POLL_MS);
    if (this.inFlight > 0) this.logger.warn(`${this.inFlight} requests were still in flight at the shutdown deadline; closing their connections`);
  }

  private server(): Server | undefined {
    return this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
  }
}

/** Express middleware: while draining, each answer tells the client to close its connection. */
export function closeConnectionsWhileDraining(drain: ShutdownDrain): RequestHandler {
  return (_request, response, next) => {
    if (drain.draining) response.setHeader('Connection', 'close');
    next();
  };
}
