import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueueEvents } from 'bullmq';
import { z } from 'zod';
import { type JobDefinition, JobQueues, NewsletterSubscriberEntity, defineJob, queueConnection } from '@app/core';
import { eventually } from '@app/core/testing';
import { loadWorkerConfig } from '../config/worker-config';
import { WorkerModule } from '../worker.module';
import { type JobFailure, JobFailureHandler, JobHandler } from './job-handler.decorator';

const config = loadWorkerConfig({ ...process.env, WORKER_QUEUES: 'notifications' });
const greetJob = defineJob('test.greet', 'notifications', z.object({ name: z.string().min(1), delayMs: z.number().default(0) }));
const handled: string[] = [];

@Injectable()
class GreetHandler {
  @JobHandler(greetJob)
  async greet({ name, delayMs }: z.infer<typeof greetJob.schema>) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    handled.push(name);
    return `Hello ${name}`;
  }
}

@Module({ providers: [GreetHandler] })
class GreetModule {}

const PERSONAL_DATA = 'mei.ling@private-mail.sg';
const lookupJob = defineJob('test.lookup', 'notifications', z.object({ email: z.string() }));
const recordedReasons: string[] = [];

/** An insert that PostgreSQL refuses (the client address is too long), with a visitor's e-mail address among its values. */
@Injectable()
class LookupHandler {
  constructor(private readonly em: EntityManager) {}

  @JobHandler(lookupJob)
  async lookup({ email }: z.infer<typeof lookupJob.schema>) {
    return this.em.insert(NewsletterSubscriberEntity, { email, consentedAt: new Date(), clientAddress: 'x'.repeat(100) });
  }

  @JobFailureHandler(lookupJob)
  async giveUp(_payload: unknown, { reason }: JobFailure) {
    recordedReasons.push(reason);
  }
}

@Module({ providers: [LookupHandler] })
class LookupModule {}

@Module({ providers: [GreetHandler, { provide: 'second', useClass: GreetHandler }] })
class DuplicateGreetModule {}

function startWorker(catalogue: JobDefinition[] = [greetJob], handlerModules: unknown[] = [GreetModule]) {
  return NestFactory.createApplicationContext(WorkerModule.forRoot(config, { catalogue, handlerModules: handlerModules as never[] }), { logger: false });
}

/** Runs `check` while a worker with these jobs and handlers is up, and shuts the worker down after it, passed or failed. */
async function whileWorkerRuns(check: () => Promise<void>, catalogue?: JobDefinition[], handlerModules?: unknown[]) {
  const worker = await startWorker(catalogue, handlerModules);
  try {
    await check();
  } finally {
    await worker.close();
  }
}

describe('queue workers', () => {
  const queues = new JobQueues(config.REDIS_URL, config.REDIS_PREFIX);
  const events = new QueueEvents('notifications', { connection: queueConnection(config.REDIS_URL), prefix: config.REDIS_PREFIX });

  beforeAll(() => events.waitUntilReady());
  afterAll(async () => {
    await events.close();
    await queues.close();
  });
  beforeEach(() => handled.splice(0));

  it('runs a job through its handler with the parsed payload', async () => {
    await whileWorkerRuns(async () => {
      const job = await queues.add(greetJob, { name: 'Mei Ling', delayMs: 0 });
      await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('Hello Mei Ling');
      expect(handled).toEqual(['Mei Ling']);
    });
  });

  it('counts as a live worker of its queue while it runs', async () => {
    await whileWorkerRuns(async () => {
      await eventually(async () => (await queues.workerCounts()).notifications >= 1);
      expect((await queues.workerCounts()).notifications).toBeGreaterThanOrEqual(1);
    });
  });

  it('runs a job queued under a name its kind had before as that kind', async () => {
    const renamed = defineJob(greetJob.name, 'notifications', greetJob.schema, { formerNames: ['test.hello'] });
    await whileWorkerRuns(async () => {
      const job = await queues.queue('notifications').add('test.hello', { name: 'Arjun' });
      await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('Hello Arjun');
    }, [renamed]);
  });

  it('runs once a job waiting on a queue its kind ran on before, as the previous release added it', async () => {
    const moved = defineJob(greetJob.name, 'media', greetJob.schema, { formerQueues: ['notifications'] });
    await whileWorkerRuns(async () => {
      const job = await queues.queue('notifications').add(greetJob.name, { name: 'Siti' });
      await expect(job.waitUntilFinished(events, 10_000)).resolves.toBe('Hello Siti');
      expect(handled).toEqual(['Siti']);
    }, [moved]);
  });

  it('fails a job on a queue its kind does not run on, without running it', async () => {
    const elsewhere = defineJob(greetJob.name, 'media', greetJob.schema);
    await whileWorkerRuns(async () => {
      const job = await queues.queue('notifications').add(greetJob.name, { name: 'Arjun' }, { attempts: 3 });
      await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow('No handler for job "test.greet" on the notifications queue');
      expect(handled).toEqual([]);
    }, [elsewhere]);
  });

  it('fails a job whose payload does not match its schema, without retrying it', async () => {
    await whileWorkerRuns(async () => {
      const job = await queues.queue('notifications').add('test.greet', { name: '' }, { attempts: 3 });
      await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow('Invalid payload for job "test.greet"');
      const failed = await queues.queue('notifications').getJob(job.id as string);
      expect(failed?.attemptsMade).toBe(1);
    });
  });

  it("stores a failed query's description as the failure reason, never its values", async () => {
    await whileWorkerRuns(
      async () => {
        const job = await queues.add(lookupJob, { email: PERSONAL_DATA });
        await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/values withheld from logs/);
        await eventually(async () => recordedReasons.length > 0);
        const failed = await queues.queue('notifications').getJob(job.id as string);
        const stored = [failed?.failedReason, ...(failed?.stacktrace ?? []), ...recordedReasons];
        expect(stored[0]).toMatch(/^\w+Exception in insert into "newsletter_subscribers" \(code 22001, values withheld from logs\)$/);
        for (const text of stored) expect(text).not.toContain(PERSONAL_DATA);
      },
      [lookupJob],
      [LookupModule],
    );
  });

  it('lets the active job finish when it is shut down', async () => {
    const worker = await startWorker();
    const job = await queues.add(greetJob, { name: 'Arjun', delayMs: 800 });
    await eventually(async () => (await job.getState()) === 'active');
    await worker.close();
    expect(handled).toEqual(['Arjun']);
    expect(await (await queues.queue('notifications').getJob(job.id as string))?.isCompleted()).toBe(true);
  });

  it('refuses to start when a job has no handler', async () => {
    await expect(startWorker([greetJob], [])).rejects.toThrow('job "test.greet" has no handler');
  });

  it('refuses to start when a job has two handlers', async () => {
    await expect(startWorker([greetJob], [DuplicateGreetModule])).rejects.toThrow('job "test.greet" has 2 handlers');
  });
});
