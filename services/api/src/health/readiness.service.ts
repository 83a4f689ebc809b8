import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import type { Readiness } from '@app/contracts';
import { describeError, JobQueues, SERVER_REDIS, withTimeout } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { deployedVersions } from '../remote-deployments/deployed-versions';
import { RemoteDeployments } from '../remote-deployments/remote-deployments';
import { ShutdownDrain } from './shutdown-drain';
import { redisSetupWarnings } from './redis-setup-warnings';

const CHECK_TIMEOUT_MS = 2000;
const SHUTTING_DOWN = 'The API is shutting down: finishing the requests in progress';

type Check = Readiness['checks']['database'];

/** The report is public, so it names what is down; the cause goes to the log only. */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger(ReadinessService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(SERVER_REDIS) private readonly redis: Redis,
    private readonly drain: ShutdownDrain,
    private readonly deployments: RemoteDeployments,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Ready means not shutting down and the database and Redis answer; workers and Redis setup warnings are reported. */
  async check(): Promise<Readiness> {
    const [database, redis] = await Promise.all([
      this.probe(() => this.em.getConnection().execute('select 1'), 'PostgreSQL'),
      this.probe(() => this.redis.ping(), 'Redis'),
    ]);
    const redisUp = redis.status === 'up';
    const [workers, warnings, remotes] = await Promise.all([
      this.workerCheck(redisUp),
      this.warnings(redisUp),
      deployedVersions(this.deployments.manifest(), this.config.WEB_ROOT),
    ]);
    // A remote that is not answering breaks only its own area of the site: it is reported, the API stays ready.
    const ready = !this.drain.draining && database.status === 'up' && redisUp;
    return { status: ready ? 'ready' : 'not_ready', checks: { database, redis, workers }, remotes, warnings };
  }

  private async workerCheck(redisUp: boolean): Promise<Readiness['checks']['workers']> {
    if (!redisUp) return { status: 'down', error: 'Redis is unreachable', queues: {} };
    try {
      const queues = await withTimeout(this.queues.workerCounts(), CHECK_TIMEOUT_MS, 'Redis');
      const idle = Object.entries(queues)
        .filter(([, count]) => count === 0)
        .map(([name]) => name);
      return idle.length ? { status: 'down', error: `No worker is consuming: ${idle.join(', ')}`, queues } : { status: 'up', queues };
    } catch (error) {
      return { status: 'down', error: this.unreachable('Redis', error), queues: {} };
    }
  }

  /** INFO, not CONFIG GET: managed Redis services often disable CONFIG. */
  private async warnings(redisUp: boolean): Promise<string[]> {
    const warnings = this.drain.draining ? [SHUTTING_DOWN] : [];
    if (!redisUp) return warnings;
    try {
      return [...warnings, ...redisSetupWarnings(await withTimeout(this.redis.info(), CHECK_TIMEOUT_MS, 'Redis'))];
    } catch (error) {
      this.logger.warn(`Readiness: could not read Redis INFO: ${describeError(error)}`);
      return warnings;
    }
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
}
