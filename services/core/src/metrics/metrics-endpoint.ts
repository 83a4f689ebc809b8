import { type Server, createServer } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { describeError } from '../logging/describe-error';
import { ServerMetrics } from './server-metrics';

export type MetricsSettings = { METRICS_PORT?: number; METRICS_HOST: string };
export const METRICS_SETTINGS = Symbol('METRICS_SETTINGS');

const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus's text format on METRICS_HOST:METRICS_PORT, a port apart from the site's (none when
 * METRICS_PORT is unset). A port already taken is logged, and the process runs on without metrics.
 */
@Injectable()
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsEndpoint.name);
  private server: Server | null = null;

  constructor(
    private readonly metrics: ServerMetrics,
    @Inject(METRICS_SETTINGS) private readonly settings: MetricsSettings,
  ) {}

  onApplicationBootstrap() {
    const { METRICS_PORT: port, METRICS_HOST: host } = this.settings;
    if (port === undefined) return;
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== METRICS_PATH) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Metrics are at ${METRICS_PATH}`);
        return;
      }
      this.metrics.registry.metrics().then(
        (body) => response.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(body),
        (error: unknown) => {
          this.logger.error(`Could not collect the metrics: ${describeError(error)}`);
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected');
        },
      );
    });
    server.on('error', (error) => this.logger.error(`No metrics on ${host}:${port}: ${describeError(error)}`));
    server.listen(port, host, () => this.logger.log(`Metrics on http://${host}:${port}${METRICS_PATH}`));
    this.server = server;
  }

  onApplicationShutdown() {
    this.server?.closeAllConnections();
    this.server?.close();
  }
}
