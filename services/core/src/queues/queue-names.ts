/**
 * BullMQ queues, each named for what it carries (decision 025): the API enqueues, worker processes consume.
 * - `media`: processing uploaded images;
 * - `content`: AI drafting;
 * - `publishing`: scheduled posts going live (the due drafts and their sweep);
 * - `maintenance`: CDN purges and the daily purge of expired personal data;
 * - `tenancies`: the hourly sweeps over tenancies and their money (rent charges and reminders, owners' statements,
 *   lease, stamping and deposit refund reminders), and the import of uploaded bank statements;
 * - `notifications`: mails;
 * - `campaigns`: only campaign mails, which wait for their turn (CAMPAIGN_RATE_PER_MINUTE, shared by every worker
 *   through Redis) without holding up the other mails.
 */
export const QUEUE_NAMES = ['media', 'content', 'publishing', 'maintenance', 'tenancies', 'notifications', 'campaigns'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** What a worker logs (debug) after each run of its reconciler, so a test can wait for runs instead of sleeping. */
export const RECONCILE_RUN_FINISHED = 'Reconcile run finished';
