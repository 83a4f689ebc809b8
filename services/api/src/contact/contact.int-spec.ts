import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CONSENT_TEXT_VERSION, CONTACT_RECEIVED_MESSAGE, ContactResultSchema, RATE_LIMIT_MESSAGE } from '@app/contracts';
import { ContactEnquiryEntity, JobQueues, OutboundMailEntity, QueueUnavailableError, SEND_MAIL_JOB } from '@app/core';
import { useTestApp } from '../testing/test-app';

/** The contact page's reading: no service chosen is fine. */
const pageBody = (email: string) => ({
  name: 'Tan Mei Ling',
  email,
  phone: '',
  service: 'none',
  message: 'I would like to know more about managing my condo.',
  consent: true,
});

const STAFF_ADDRESS = 'enquiries@harbourline.test';

describe('POST /api/contact', () => {
  let em: EntityManager;
  let queues: JobQueues;
  let addressCounter = 0;

  // Its own Redis prefix: no worker of another test file takes these jobs.
  const context = useTestApp({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-contact`, STAFF_NOTIFY_EMAIL: STAFF_ADDRESS });
  beforeAll(async () => {
    em = context.app.get(EntityManager);
    queues = context.app.get(JobQueues);
  });

  const uniqueEmail = () => `visitor-${Date.now().toString(36)}-${++addressCounter}@example.sg`;
  const send = (body: object, address = `198.51.100.${++addressCounter}`) =>
    request(context.server).post('/api/contact').set('X-Forwarded-For', address).set('User-Agent', 'Contact test browser').send(body);
  const enquiriesFrom = (email: string) => em.fork().find(ContactEnquiryEntity, { email });
  const notificationOf = (enquiry: ContactEnquiryEntity | undefined) => em.fork().findOneOrFail(OutboundMailEntity, { enquiry: enquiry?.id as string });

  it('stores the enquiry with its consent record and its staff notification in the outbox before answering, then queues the mail', async () => {
    const email = uniqueEmail();
    const response = await send({ ...pageBody(email.toUpperCase()), phone: '+65 9123 4567' }, '198.51.100.200').expect(201);
    expect(ContactResultSchema.parse(response.body)).toEqual({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    const [enquiry] = await enquiriesFrom(email);
    expect(enquiry).toMatchObject({
      name: 'Tan Mei Ling',
      phone: '+65 9123 4567',
      service: 'none',
      consentTextVersion: CONSENT_TEXT_VERSION,
      clientAddress: '198.51.100.200',
      userAgent: 'Contact test browser',
    });
    expect(Date.now() - (enquiry?.consentedAt.getTime() ?? 0)).toBeLessThan(10_000);
    const notification = await notificationOf(enquiry);
    expect(notification).toMatchObject({ kind: 'enquiry_notification', recipient: STAFF_ADDRESS, status: 'pending', attempts: 0, lastError: null });
    const job = await queues.queue('notifications').getJob(SEND_MAIL_JOB.jobId({ mailId: notification.id }));
    expect(job?.name).toBe('mail.send');
    expect(job?.data).toEqual({ mailId: notification.id, requestId: expect.any(String) });
    expect(job?.opts.attempts).toBeGreaterThan(1);
  });

  it('accepts the home-section reading with a chosen service', async () => {
    const email = uniqueEmail();
    await send({ ...pageBody(email), service: 'property-management' }).expect(201);
    expect((await enquiriesFrom(email))[0]?.service).toBe('property-management');
  });

  it('stores the reference of the listing an enquiry was sent from, and refuses one that is not a reference', async () => {
    const email = uniqueEmail();
    await send({ ...pageBody(email), propertyReference: 'HL-1002' }).expect(201);
    expect((await enquiriesFrom(email))[0]?.propertyReference).toBe('HL-1002');
    const refused = await send({ ...pageBody(uniqueEmail()), propertyReference: '<b>x</b>' }).expect(400);
    expect(refused.body.message).toBe('This listing reference is not one of ours');
  });

  it.each([
    [{ name: 'A' }, 'Name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ message: 'Too short' }, 'Please provide more details in your message'],
    [{ consent: false }, 'You must agree to our terms and conditions'],
    [{ consent: 'true' }, 'You must agree to our terms and conditions'],
    [{ service: 'gardening' }, 'Please select a service'],
  ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
    const email = uniqueEmail();
    const response = await send({ ...pageBody(email), ...change }).expect(400);
    expect(response.body.error).toBe(message);
    expect(await enquiriesFrom(email)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success, storing and queuing nothing', async () => {
    const email = uniqueEmail();
    const before = await queues.queue('notifications').count();
    const response = await send({ ...pageBody(email), website: 'https://cheap-seo.example' }).expect(201);
    expect(response.body).toEqual({ success: true, message: CONTACT_RECEIVED_MESSAGE });
    expect(await enquiriesFrom(email)).toHaveLength(0);
    expect(await queues.queue('notifications').count()).toBe(before);
  });

  it('keeps the enquiry with its notification pending in the outbox (for the reconciler) when the queue is unreachable', async () => {
    const email = uniqueEmail();
    jest.spyOn(queues, 'add').mockRejectedValueOnce(new QueueUnavailableError(SEND_MAIL_JOB.name, new Error('Connection is closed.')));
    await send(pageBody(email)).expect(201);
    const notification = await notificationOf((await enquiriesFrom(email))[0]);
    expect(notification).toMatchObject({ status: 'pending', lastError: null });
    expect(await queues.queue('notifications').getJob(SEND_MAIL_JOB.jobId({ mailId: notification.id }))).toBeUndefined();
  });

  it('allows 5 submissions a minute per client address, then answers 429 with Retry-After', async () => {
    const address = '198.51.100.250';
    for (let attempt = 0; attempt < 5; attempt += 1) await send(pageBody(uniqueEmail()), address).expect(201);
    const email = uniqueEmail();
    const limited = await send(pageBody(email), address).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await enquiriesFrom(email)).toHaveLength(0);
    await send(pageBody(uniqueEmail()), '198.51.100.251').expect(201);
  });

  it('holds the limit across parallel requests', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => send(pageBody(uniqueEmail()), '198.51.100.252')));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(7);
  });
});
