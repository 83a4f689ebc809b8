import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  NEWSLETTER_MESSAGES,
  NewsletterConfirmResultSchema,
  NewsletterResultSchema,
  NewsletterUnsubscribeResultSchema,
  RATE_LIMIT_MESSAGE,
} from '@app/contracts';
import { JobQueues, NewsletterSubscriberEntity, OutboundMailEntity, QueueUnavailableError, SEND_MAIL_JOB } from '@app/core';
import { createTestApp } from '../testing/test-app';
import { NewsletterTokens } from './newsletter-tokens';

type Context = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
const uniqueEmail = () => `reader-${Date.now().toString(36)}-${++counter}@example.sg`;
const subscribe = (context: Context, body: object, address = `192.0.2.${++counter % 200}`) =>
  request(context.server).post('/api/newsletter/subscribe').set('X-Forwarded-For', address).send(body);

describe('newsletter API', () => {
  let context: Context;
  let em: EntityManager;

  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-newsletter` });
    em = context.app.get(EntityManager);
  });
  afterAll(() => context.app.close());

  const subscriber = (email: string) => em.fork().findOne(NewsletterSubscriberEntity, { email });
  const unsubscribe = (token: unknown) => request(context.server).post('/api/newsletter/unsubscribe').send({ token });

  it('stores a subscription once per address, recording the consent time and client address', async () => {
    const email = uniqueEmail();
    const response = await subscribe(context, { email: email.toUpperCase() }, '192.0.2.201').expect(201);
    expect(NewsletterResultSchema.parse(response.body)).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed, confirmationPending: false });
    const stored = await subscriber(email);
    expect(stored).toMatchObject({ email, clientAddress: '192.0.2.201', unsubscribedAt: null });
    expect(Date.now() - (stored?.consentedAt.getTime() ?? 0)).toBeLessThan(10_000);
  });

  it('answers a repeated subscription the same way, without a second row or a new consent time', async () => {
    const email = uniqueEmail();
    const first = await subscribe(context, { email }).expect(201);
    const consentedAt = (await subscriber(email))?.consentedAt;
    const again = await subscribe(context, { email: ` ${email.toUpperCase()} ` }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await em.fork().count(NewsletterSubscriberEntity, { email })).toBe(1);
    expect((await subscriber(email))?.consentedAt).toEqual(consentedAt);
  });

  it.each([['not-an-email'], [''], [undefined]])('refuses the address %j with 400 and the SPEC message', async (email) => {
    const response = await subscribe(context, { email }).expect(400);
    expect(response.body.error).toBe('Please enter a valid email address');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = uniqueEmail();
    await subscribe(context, { email, website: 'spam' }).expect(201, { success: true, message: NEWSLETTER_MESSAGES.subscribed, confirmationPending: false });
    expect(await subscriber(email)).toBeNull();
  });

  it('allows 5 subscriptions a minute per client address, then answers 429 with Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await subscribe(context, { email: uniqueEmail() }, '192.0.2.250').expect(201);
    const limited = await subscribe(context, { email: uniqueEmail() }, '192.0.2.250').expect(429);
    expect(limited.body.error).toBe(RATE_LIMIT_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('unsubscribe', () => {
    it('unsubscribes with the signed token, and a repeat is still a success', async () => {
      const email = uniqueEmail();
      await subscribe(context, { email }).expect(201);
      const token = context.app.get(NewsletterTokens).sign((await subscriber(email))?.id as string);
      const response = await unsubscribe(token).expect(200);
      expect(NewsletterUnsubscribeResultSchema.parse(response.body).message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
      const unsubscribedAt = (await subscriber(email))?.unsubscribedAt;
      expect(unsubscribedAt).toBeInstanceOf(Date);
      await unsubscribe(token).expect(200);
      expect((await subscriber(email))?.unsubscribedAt).toEqual(unsubscribedAt);
    });

    it('lets an unsubscribed address subscribe again, with a fresh consent time', async () => {
      const email = uniqueEmail();
      await subscribe(context, { email }).expect(201);
      const first = await subscriber(email);
      await unsubscribe(context.app.get(NewsletterTokens).sign(first?.id as string)).expect(200);
      await subscribe(context, { email }).expect(201);
      const again = await subscriber(email);
      expect(again).toMatchObject({ id: first?.id, unsubscribedAt: null });
      expect(again?.consentedAt.getTime()).toBeGreaterThan(first?.consentedAt.getTime() ?? 0);
    });

    it.each([
      // The first signature character carries a full 6 bits; the last may carry padding bits that decoding ignores.
      [
        'a tampered signature',
        (token: string) => {
          const [id, signature = ''] = token.split('.');
          return `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
        },
      ],
      ['another subscriber id', (token: string) => `00000000-0000-4000-8000-000000000000.${token.split('.')[1]}`],
      ['garbage', () => 'not-a-token'],
    ])('refuses %s with 400 and keeps the subscription', async (_case, tamper) => {
      const email = uniqueEmail();
      await subscribe(context, { email }).expect(201);
      const token = context.app.get(NewsletterTokens).sign((await subscriber(email))?.id as string);
      const response = await unsubscribe(tamper(token)).expect(400);
      expect(response.body.error).toBe(NEWSLETTER_MESSAGES.invalidToken);
      expect((await subscriber(email))?.unsubscribedAt).toBeNull();
    });

    it('refuses a missing token with 400', async () => {
      const response = await unsubscribe(undefined).expect(400);
      expect(response.body.error).toBe('The unsubscribe link is missing its token');
    });

    it('never unsubscribes on a GET, which mail scanners follow', async () => {
      const email = uniqueEmail();
      await subscribe(context, { email }).expect(201);
      const token = context.app.get(NewsletterTokens).sign((await subscriber(email))?.id as string);
      await request(context.server).get(`/api/newsletter/unsubscribe?token=${token}`).expect(404);
      expect((await subscriber(email))?.unsubscribedAt).toBeNull();
    });

    describe('RFC 8058 one-click', () => {
      const oneClick = (token: string) => request(context.server).post(`/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`);

      it("unsubscribes on the mail provider's POST, with no session or cookie, from another origin, form-encoded or multipart", async () => {
        for (const send of [
          (token: string) => oneClick(token).set('Origin', 'https://mail.provider.example').type('form').send('List-Unsubscribe=One-Click'),
          (token: string) => oneClick(token).set('Sec-Fetch-Site', 'cross-site').field('List-Unsubscribe', 'One-Click'),
        ]) {
          const email = uniqueEmail();
          await subscribe(context, { email }).expect(201);
          const token = context.app.get(NewsletterTokens).sign((await subscriber(email))?.id as string);
          const response = await send(token).expect(200);
          expect(NewsletterUnsubscribeResultSchema.parse(response.body).message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
          expect((await subscriber(email))?.unsubscribedAt).toBeInstanceOf(Date);
        }
      });

      it('refuses an altered or missing token with 400, and a GET with 404', async () => {
        const email = uniqueEmail();
        await subscribe(context, { email }).expect(201);
        const token = context.app.get(NewsletterTokens).sign((await subscriber(email))?.id as string);
        expect((await oneClick(`${token}x`).type('form').send('List-Unsubscribe=One-Click').expect(400)).body.error).toBe(NEWSLETTER_MESSAGES.invalidToken);
        await request(context.server).post('/api/newsletter/unsubscribe/one-click').type('form').send('List-Unsubscribe=One-Click').expect(400);
        await request(context.server).get(`/api/newsletter/unsubscribe/one-click?token=${token}`).expect(404);
        expect((await subscriber(email))?.unsubscribedAt).toBeNull();
      });
    });
  });
});

describe('newsletter welcome e-mail', () => {
  let context: Context;

  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-welcome`, PUBLIC_URL: 'https://www.harbourline.test' });
  });
  afterAll(() => context.app.close());

  const subscriber = (email: string) => context.app.get(EntityManager).fork().findOneOrFail(NewsletterSubscriberEntity, { email });
  /** The subscriber's mails in the outbox, oldest first. */
  const mailsOf = (subscription: NewsletterSubscriberEntity) =>
    context.app
      .get(EntityManager)
      .fork()
      .find(OutboundMailEntity, { subscriber: subscription.id }, { orderBy: { createdAt: 'asc' } });
  const jobOf = (mail: OutboundMailEntity | undefined) =>
    context.app
      .get(JobQueues)
      .queue('notifications')
      .getJob(SEND_MAIL_JOB.jobId({ mailId: mail?.id as string }));

  it('is stored pending in the outbox with a working unsubscribe link, and queued once per subscription', async () => {
    const email = uniqueEmail();
    await subscribe(context, { email }).expect(201);
    await subscribe(context, { email }).expect(201);
    const stored = await subscriber(email);
    const mails = await mailsOf(stored);
    expect(mails).toEqual([expect.objectContaining({ kind: 'newsletter_welcome', recipient: email, status: 'pending', lastError: null, sentAt: null })]);
    expect((await jobOf(mails[0]))?.data).toEqual({ mailId: mails[0]?.id, requestId: expect.any(String) });
    const link = new URL(stored.unsubscribeUrl as string);
    expect(`${link.origin}${link.pathname}`).toBe('https://www.harbourline.test/newsletter/unsubscribe');
    await request(context.server)
      .post('/api/newsletter/unsubscribe')
      .send({ token: link.searchParams.get('token') })
      .expect(200);
  });

  it('gets a mail of its own, queued, when an address that left subscribes again', async () => {
    const email = uniqueEmail();
    await subscribe(context, { email }).expect(201);
    const first = await subscriber(email);
    await context.app.get(EntityManager).fork().nativeUpdate(NewsletterSubscriberEntity, { id: first.id }, { unsubscribedAt: new Date() });
    await subscribe(context, { email }).expect(201);
    const again = await subscriber(email);
    expect(again).toMatchObject({ id: first.id, unsubscribedAt: null });
    const mails = await mailsOf(again);
    expect(mails).toHaveLength(2);
    expect(await jobOf(mails[1])).toBeDefined();
  });

  it('stays pending (for the reconciler) when the queue is unreachable, and the visitor is answered as usual', async () => {
    const email = uniqueEmail();
    jest.spyOn(context.app.get(JobQueues), 'add').mockRejectedValueOnce(new QueueUnavailableError(SEND_MAIL_JOB.name, new Error('Connection is closed.')));
    await subscribe(context, { email }).expect(201, { success: true, message: NEWSLETTER_MESSAGES.subscribed, confirmationPending: false });
    const stored = await subscriber(email);
    expect(stored).toMatchObject({ unsubscribeUrl: expect.stringContaining('/newsletter/unsubscribe?token=') });
    const [mail] = await mailsOf(stored);
    expect(mail).toMatchObject({ status: 'pending' });
    expect(await jobOf(mail)).toBeUndefined();
  });

  describe('double opt-in', () => {
    let withMail: Context;
    beforeAll(async () => {
      withMail = await createTestApp({
        TRUST_PROXY_HOPS: '1',
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-newsletter`,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Harbourline <hello@harbourline.test>',
      });
    });
    afterAll(() => withMail.app.close());

    const confirm = (token: string, address = '203.0.113.5') =>
      request(withMail.server).post('/api/newsletter/confirm').set('X-Forwarded-For', address).send({ token });
    const tokenOf = (stored: NewsletterSubscriberEntity | null) => new URL(stored?.confirmUrl ?? '').searchParams.get('token') ?? '';

    it('stores the subscription pending with a signed confirmation link; the link confirms once, recording time and address', async () => {
      const email = uniqueEmail();
      const answer = await subscribe(withMail, { email }).expect(201);
      expect(answer.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed, confirmationPending: true });
      const pending = await subscriber(email);
      expect(pending).toMatchObject({ confirmedAt: null, confirmUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/newsletter\/confirm\?token=/) });
      expect(await mailsOf(pending)).toEqual([expect.objectContaining({ kind: 'newsletter_confirmation', recipient: email, status: 'pending' })]);
      const response = await confirm(tokenOf(pending)).expect(200);
      expect(NewsletterConfirmResultSchema.parse(response.body).message).toBe(NEWSLETTER_MESSAGES.confirmed);
      expect(await subscriber(email)).toMatchObject({ confirmedAt: expect.any(Date), confirmedFrom: '203.0.113.5' });
      expect((await confirm(tokenOf(pending)).expect(400)).body.error).toBe(NEWSLETTER_MESSAGES.invalidConfirmation);
    });

    it('refuses an altered link, one past its 7 days, and one of an earlier subscription', async () => {
      const email = uniqueEmail();
      await subscribe(withMail, { email }).expect(201);
      const token = tokenOf(await subscriber(email));
      await confirm(`${token.slice(0, -2)}xx`).expect(400);
      const tokens = withMail.app.get(NewsletterTokens);
      const stored = await subscriber(email);
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
      await withMail.app.get(EntityManager).fork().nativeUpdate(NewsletterSubscriberEntity, { email }, { consentedAt: eightDaysAgo });
      await confirm(tokens.signConfirmation({ subscriberId: stored?.id ?? '', consentedAt: eightDaysAgo })).expect(400);
      // Subscribing again after the 7 days starts a new subscription: the old link is useless, the new one works.
      await subscribe(withMail, { email }).expect(201);
      const renewed = await subscriber(email);
      expect(renewed?.consentedAt.getTime()).toBeGreaterThan(eightDaysAgo.getTime());
      await confirm(token).expect(400);
      await confirm(tokenOf(renewed)).expect(200);
    });

    it('without mail, stores the subscription pending with no confirmation link', async () => {
      const email = uniqueEmail();
      await subscribe(context, { email }).expect(201);
      expect(await subscriber(email)).toMatchObject({ confirmedAt: null, confirmUrl: null, unsubscribedAt: null });
    });
  });
});
