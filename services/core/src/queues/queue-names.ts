/**
 * BullMQ queues: the API enqueues, worker processes consume. `campaigns` carries only campaign mails, which wait for
 * their turn (CAMPAIGN_RATE_PER_MINUTE, shared by every worker through Redis) without holding up the other mails.
 */
export const QUEUE_NAMES = ['media', 'content', 'publishing', 'notifications', 'campaigns'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** What a worker logs (debug) after each run of its reconciler, so a test can wait for runs instead of sleeping. */
export const RECONCILE_RUN_FINISHED = 'Reconcile run finished';
