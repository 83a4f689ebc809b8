import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/** Where a public blog read was found: this process's prepared answers, or the cache shared in Redis. */
export type PublicCacheLayer = 'process' | 'redis';

/**
 * The Prometheus metrics of one server process (API or worker), on a registry of its own: Node's defaults
 * (event-loop lag, heap, CPU, handles) and what the shared server pieces count. Each service adds its own
 * (HTTP requests, jobs) to `registry`; MetricsEndpoint serves them on METRICS_PORT.
 */
export class ServerMetrics {
  readonly registry = new Registry();

  private readonly publicCacheLookups = new Counter({
    name: 'harbourline_public_cache_lookups_total',
    help: 'Public blog reads looked up in a cache, by layer and whether the answer was there',
    labelNames: ['layer', 'result'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  publicCacheHit(layer: PublicCacheLayer) {
    this.publicCacheLookups.inc({ layer, result: 'hit' });
  }

  publicCacheMiss(layer: PublicCacheLayer) {
    this.publicCacheLookups.inc({ layer, result: 'miss' });
  }
}
