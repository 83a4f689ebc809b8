import type { z } from 'zod';
import type { QueueName } from './queue-names';

/** A kind of job: its name, the queue it runs on and the zod schema of its payload. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  readonly name: string;
  readonly queue: QueueName;
  readonly schema: S;
};

export type JobPayload<J extends JobDefinition> = z.infer<J['schema']>;

export function defineJob<S extends z.ZodType>(name: string, queue: QueueName, schema: S): JobDefinition<S> {
  return { name, queue, schema };
}
