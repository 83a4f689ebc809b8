/**
 * BullMQ queues: the API enqueues, worker processes consume. `campaigns` carries only campaign mails, so its rate limit
 * (CAMPAIGN_RATE_PER_MINUTE, shared by every worker through Redis) never holds up the other mails.
 */
export const QUEUE_NAMES = ['media', 'content', 'publishing', 'notifications', 'campaigns'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
