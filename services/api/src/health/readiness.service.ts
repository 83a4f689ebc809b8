import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Readiness } from '@app/contracts';
import { describeError, JobQueues, withTimeout } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

const CHECK_TIMEOUT_MS = 2000;

type Check = Readiness['checks']['database'];

/** The report is public, so it names what is down; the cause goes to the log only. */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  private readonly logger = new Logger(ReadinessService.name);
  private readonly redis: Redis;

  constructor(
    private readonly em: EntityManager,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // reported through the readiness check
  }

  /** Ready means the database and Redis answer; workers are reported per queue. */
  async check(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      this.probe(() => this.em.getConnection().execute('select 1'), 'PostgreSQL'),
      this.probe(() => this.pingRedis(), 'Redis'),
    ]);
    const workers = await this.workerCheck(redis.status === 'up');
    const ready = database.status === 'up' && redis.status === 'up';
    return { status: ready ? 'ready' : 'not_ready', checks: { database, redis, workers } };
  }

  private async workerCheck(redisUp: boolean): Promise<Readiness['checks']['workers']> {
    if (!redisUp) return { status: 'down', error: 'Redis is unreachable', queues: {} };
    try {
      const queues = await withTimeout(this.queues.workerCounts(), CHECK_TIMEOUT_MS, 'Redis');
      const idle = Object.entries(queues).filter(([, count]) => count === 0).map(([name]) => name);
      return idle.length
        ? { status: 'down', error: `No worker is consuming: ${idle.join(', ')}`, queues }
        : { status: 'up', queues };
    } catch (error) {
      return { status: 'down', error: this.unreachable('Redis', error), queues: {} };
    }
  }

  private async pingRedis() {
    if (this.redis.status === 'wait' || this.redis.status === 'end') await this.redis.connect();
    return this.redis.ping();
  }

  private async probe(run: () => Promise<unknown>, what: string): Promise<Check> {
    try {
      await withTimeout(run(), CHECK_TIMEOUT_MS, what);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: this.unreachable(what, error) };
    }
  }

  private unreachable(what: string, cause: unknown): string {
    this.logger.warn(`Readiness: ${what} is unreachable: ${describeError(cause)}`);
    return `${what} is unreachable`;
  }

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
