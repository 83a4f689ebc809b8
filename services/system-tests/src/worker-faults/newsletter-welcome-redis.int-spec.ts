import { RECONCILE_RUN_FINISHED } from '@app/core';
import { readableMail, type SmtpSink } from '@app/core/testing';
import { eventually } from '../support';
import { closeMailFaultStack, startMailFaultStack } from './mail-fault-stack';
import { WorkerFaultStack } from './worker-fault-stack';

/** A subscriber with the status of its first mail in the outbox. */
type Subscriber = { email: string; mail_status: string; unsubscribe_url: string };

/**
 * Issue "nothing lost": a newsletter welcome is stored work. Accepted while Redis was down, or queued and then lost by
 * a Redis that came back empty, it is queued again by the worker's reconciler and arrives once; an address that left
 * before it went out is not welcomed.
 */
describe('newsletter welcome e-mails across a Redis outage (API, worker, PostgreSQL, Redis, SMTP sink)', () => {
  let sink: SmtpSink;
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    ({ stack, sink } = await startMailFaultStack('welcome_redis'));
  });
  afterAll(() => closeMailFaultStack({ stack, sink }));

  const subscribe = async (email: string) => expect((await stack.staff.post('/api/newsletter/subscribe', { email })).status).toBe(201);
  const subscriber = async (email: string) =>
    (
      await stack.query<Subscriber>(
        `select s.*, m.status as mail_status from newsletter_subscribers s join outbound_mails m on m.subscriber_id = s.id where s.email = '${email}'`,
      )
    )[0];
  const mailsTo = (email: string) => sink.received.filter((mail) => mail.to.includes(`<${email}>`));

  it('welcomes subscribers accepted while Redis was down or whose jobs Redis lost, once each, and not one who left', async () => {
    await subscribe('queued.then.lost@example.sg');
    await eventually(async () => (await stack.queues.queue('notifications').count()) === 1, { message: 'the welcome job to be queued' });
    await stack.redis.stop();
    await subscribe('while.redis.down@example.sg');
    await subscribe('left.before.welcome@example.sg');
    const left = await subscriber('left.before.welcome@example.sg');
    const token = new URL(left?.unsubscribe_url as string).searchParams.get('token');
    expect((await stack.staff.post('/api/newsletter/unsubscribe', { token })).status).toBe(200);

    // Without persistence Redis comes back empty: the first welcome's job is gone too.
    await stack.redis.restart();
    const worker = await stack.startWorker({ LOG_LEVEL: 'debug' });

    for (const email of ['queued.then.lost@example.sg', 'while.redis.down@example.sg']) {
      const [welcome] = await eventually(async () => ((await subscriber(email))?.mail_status === 'sent' ? mailsTo(email) : null), {
        message: `the welcome of ${email}`,
      });
      expect(welcome && readableMail(welcome)).toContain('Thank you for subscribing to our newsletter.');
    }
    // Two more whole reconciler runs (every second here) later: still one welcome each, and none for the address that left.
    await worker.logsMore(RECONCILE_RUN_FINISHED, 2);
    expect(['queued.then.lost@example.sg', 'while.redis.down@example.sg', 'left.before.welcome@example.sg'].map((email) => mailsTo(email).length)).toEqual([
      1, 1, 0,
    ]);
  });
});
