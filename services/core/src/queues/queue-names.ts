/** BullMQ queues: the API enqueues, worker processes consume. */
export const QUEUE_NAMES = ['media', 'content', 'publishing', 'notifications'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
