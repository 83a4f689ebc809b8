import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  agencyDisclosure,
  AUTH_MESSAGES,
  CONSENT_TEXT_VERSION,
  CONTACT_ENDPOINTS,
  FORM_SENT,
  NEWSLETTER_ENDPOINTS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_MESSAGE,
} from '@app/contracts';
import { ContactEnquiryEntity, NewsletterSubscriberEntity } from '@app/core';
import { CompanyProfileService } from '../company-profile/company-profile.service';
import { NewsletterTokens } from '../newsletter/newsletter-tokens';
import { FormProblems } from './form-problems';
import { createTestApp } from '../testing/test-app';

type Context = Awaited<ReturnType<typeof createTestApp>>;

const SITE_ORIGIN = 'http://localhost:3000';
let counter = 0;
const uniqueEmail = () => `form-post-${Date.now().toString(36)}-${++counter}@example.sg`;
const uniqueAddress = () => `203.0.113.${++counter % 200}`;

/** What a browser sends when the contact page's form is posted without JavaScript. */
const contactForm = (email: string): Record<string, string> => ({
  name: 'Lim Wei Jie',
  email,
  phone: '',
  service: 'tenant-placement',
  message: 'Please call me about letting my flat in Bishan.',
  consent: 'on',
  website: '',
  reading: 'page',
  returnTo: '/contact',
});

describe('the public forms posted without JavaScript (form-encoded)', () => {
  let context: Context;
  let em: EntityManager;

  beforeAll(async () => {
    context = await createTestApp({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-form-posts` });
    em = context.app.get(EntityManager);
  });
  afterAll(() => context.app.close());

  const post = (path: string, fields: Record<string, string>, address = uniqueAddress(), origin = SITE_ORIGIN) =>
    request(context.server).post(path).set('X-Forwarded-For', address).set('Origin', origin).type('form').send(fields);
  const sendContact = (fields: Record<string, string>, address?: string, origin?: string) => post(CONTACT_ENDPOINTS.sendForm.path, fields, address, origin);
  const subscribe = (fields: Record<string, string>, address?: string, origin?: string) =>
    post(NEWSLETTER_ENDPOINTS.subscribeForm.path, fields, address, origin);
  const enquiriesFrom = (email: string) => em.fork().find(ContactEnquiryEntity, { email });

  describe('contact', () => {
    it('stores the enquiry with its consent record, then answers 303 back to the page, with nothing typed in the address', async () => {
      const email = uniqueEmail();
      const response = await sendContact(contactForm(email)).expect(303);
      expect(response.headers.location).toBe(`/contact?sent=${FORM_SENT.contact}`);
      const [enquiry] = await enquiriesFrom(email);
      expect(enquiry).toMatchObject({ name: 'Lim Wei Jie', service: 'tenant-placement', consentTextVersion: CONSENT_TEXT_VERSION, propertyReference: null });
    });

    it("stores the listing reference of a listing page's enquiry and returns to that listing", async () => {
      const email = uniqueEmail();
      const fields = { ...contactForm(email), propertyReference: 'HL-1002', returnTo: '/properties/bishan-three-room' };
      const response = await sendContact(fields).expect(303);
      expect(response.headers.location).toBe(`/properties/bishan-three-room?sent=${FORM_SENT.contact}`);
      expect((await enquiriesFrom(email))[0]?.propertyReference).toBe('HL-1002');
    });

    /** The refused form a 303 points to (its `problem` id), as FormProblems kept it for the page. */
    const refusedForm = async (location: string | undefined) => {
      const match = /^\/contact\?problem=([\w-]+)#form-problem$/.exec(location ?? '');
      expect(match).not.toBeNull();
      return context.app.get(FormProblems).read(match?.[1] ?? '');
    };

    it.each([
      [{ consent: '' }, 'consent', 'You must agree to our terms and conditions'],
      [{ consent: 'yes' }, 'consent', 'You must agree to our terms and conditions'],
      [{ name: 'A' }, 'name', 'Name is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ message: 'Too short' }, 'message', 'Please provide more details in your message'],
    ])('refuses %j with 303 back to the page, which gets the message of %s and what was typed, storing nothing', async (change, field, message) => {
      const email = uniqueEmail();
      const posted: Record<string, string> = { ...contactForm(email), ...change };
      const response = await sendContact(posted).expect(303);
      const { returnTo: _page, website: _honeypot, ...typed } = posted;
      expect(await refusedForm(response.headers.location)).toEqual({ action: CONTACT_ENDPOINTS.sendForm.path, fields: typed, errors: { [field]: message } });
      expect(await enquiriesFrom(email)).toHaveLength(0);
    });

    // The server render of the page (its error summary, the messages and values) is held by e2e/tests/before-hydration.spec.ts.
    it("answers the page at its own address, never cached: its address is one visitor's", async () => {
      const refused = await sendContact({ ...contactForm('not-an-email'), name: 'Nur Aisyah' }).expect(303);
      const page = await request(context.server)
        .get(refused.headers.location as string)
        .expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('answers a page listing the messages when the refused form cannot be kept (Redis away)', async () => {
      const keep = jest.spyOn(context.app.get(FormProblems), 'keep').mockResolvedValueOnce(null);
      const response = await sendContact({ ...contactForm(uniqueEmail()), name: 'A' }).expect(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('Name is required');
      expect(response.text).toContain(agencyDisclosure(context.app.get(CompanyProfileService).profile));
      keep.mockRestore();
    });

    it("checks the home page's form with its own reading: a service must be chosen, and its consent message", async () => {
      const home = { ...contactForm(uniqueEmail()), reading: 'home', service: 'none', consent: '', returnTo: '/' };
      const response = await sendContact(home).expect(303);
      expect(response.headers.location).toMatch(/^\/\?problem=[\w-]+#form-problem$/);
      const id = /problem=([\w-]+)/.exec(response.headers.location as string)?.[1] ?? '';
      expect((await context.app.get(FormProblems).read(id))?.errors).toEqual({
        service: 'Please select a service',
        consent: 'Please consent to our data collection policy to proceed',
      });
      const email = uniqueEmail();
      await sendContact({ ...contactForm(email), reading: 'home', service: 'luxury', returnTo: '/' }).expect(303);
      expect((await enquiriesFrom(email))[0]?.service).toBe('luxury');
    });

    it('refuses a consent box left unticked (absent from the post)', async () => {
      const { consent: _unticked, ...fields } = contactForm(uniqueEmail());
      const response = await sendContact(fields).expect(303);
      expect((await refusedForm(response.headers.location))?.errors).toEqual({ consent: 'You must agree to our terms and conditions' });
    });

    it.each([['//evil.example/contact'], ['https://evil.example/'], ['/\\evil.example'], ['contact']])(
      'never redirects to another site: returnTo %j is refused',
      async (returnTo) => {
        const email = uniqueEmail();
        const response = await sendContact({ ...contactForm(email), returnTo }).expect(400);
        expect(response.headers.location).toBeUndefined();
        expect(await enquiriesFrom(email)).toHaveLength(0);
      },
    );

    it("refuses another site's form with 403 and stores nothing", async () => {
      const email = uniqueEmail();
      const response = await sendContact(contactForm(email), uniqueAddress(), 'https://evil.example').expect(403);
      expect(response.body.error).toBe(AUTH_MESSAGES.crossSite);
      expect(await enquiriesFrom(email)).toHaveLength(0);
    });

    it("shares the JSON route's allowance per client address, then answers 429", async () => {
      const address = '203.0.113.250';
      await request(context.server)
        .post(CONTACT_ENDPOINTS.send.path)
        .set('X-Forwarded-For', address)
        .send({ ...contactForm(uniqueEmail()), consent: true })
        .expect(201);
      for (let attempt = 1; attempt < PUBLIC_FORM_RATE_LIMIT_PER_MINUTE; attempt += 1) await sendContact(contactForm(uniqueEmail()), address).expect(303);
      const email = uniqueEmail();
      const limited = await sendContact(contactForm(email), address).expect(429);
      expect(limited.headers['content-type']).toMatch(/^text\/html/);
      expect(limited.text).toContain(RATE_LIMIT_MESSAGE);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await enquiriesFrom(email)).toHaveLength(0);
    });

    it('stays closed to form bodies on the JSON route', async () => {
      await request(context.server).post(CONTACT_ENDPOINTS.send.path).set('Origin', SITE_ORIGIN).type('form').send(contactForm(uniqueEmail())).expect(415);
    });
  });

  describe('newsletter', () => {
    const subscriber = (email: string) => em.fork().findOne(NewsletterSubscriberEntity, { email });

    it('stores the subscription, then answers 303 back to the page', async () => {
      const email = uniqueEmail();
      const response = await subscribe({ email, website: '', returnTo: '/blog' }).expect(303);
      expect(response.headers.location).toBe(`/blog?sent=${FORM_SENT.newsletter}`);
      expect(await subscriber(email)).toMatchObject({ email, unsubscribedAt: null });
    });

    it('refuses an invalid address with 303 back to the page, which gets the SPEC message, the address typed and which form it was', async () => {
      const response = await subscribe({ email: 'not-an-email', marketingEmail: 'on', form: 'blog', website: '', returnTo: '/blog' }).expect(303);
      const id = /^\/blog\?problem=([\w-]+)#form-problem$/.exec(response.headers.location as string)?.[1] ?? '';
      expect(await context.app.get(FormProblems).read(id)).toEqual({
        action: NEWSLETTER_ENDPOINTS.subscribeForm.path,
        fields: { email: 'not-an-email', marketingEmail: 'on', form: 'blog' },
        errors: { email: 'Please enter a valid email address' },
      });
    });

    it("refuses another site's form with 403", async () => {
      const email = uniqueEmail();
      await subscribe({ email, returnTo: '/blog' }, uniqueAddress(), 'https://evil.example').expect(403);
      expect(await subscriber(email)).toBeNull();
    });

    it('allows 5 subscriptions a minute per client address, then answers 429', async () => {
      const address = '203.0.113.251';
      for (let attempt = 0; attempt < PUBLIC_FORM_RATE_LIMIT_PER_MINUTE; attempt += 1)
        await subscribe({ email: uniqueEmail(), returnTo: '/' }, address).expect(303);
      const limited = await subscribe({ email: uniqueEmail(), returnTo: '/' }, address).expect(429);
      expect(limited.text).toContain(RATE_LIMIT_MESSAGE);
    });
  });

  describe('newsletter links', () => {
    const subscriber = (email: string) => em.fork().findOne(NewsletterSubscriberEntity, { email });

    it("unsubscribes with the link's token, then answers 303 back to the unsubscribe page, without the token", async () => {
      const email = uniqueEmail();
      await subscribe({ email, website: '', returnTo: '/blog' }).expect(303);
      const token = context.app.get(NewsletterTokens).sign((await subscriber(email))?.id as string);
      const response = await post(NEWSLETTER_ENDPOINTS.unsubscribeForm.path, { token }).expect(303);
      expect(response.headers.location).toBe(`${NEWSLETTER_UNSUBSCRIBE_PATH}?sent=${FORM_SENT.newsletterUnsubscribed}`);
      expect((await subscriber(email))?.unsubscribedAt).toBeInstanceOf(Date);
    });

    it('answers a page saying why when the link is not valid', async () => {
      const response = await post(NEWSLETTER_ENDPOINTS.unsubscribeForm.path, { token: 'not-a-signed-token' }).expect(400);
      expect(response.type).toBe('text/html');
      expect(response.text).toContain(NEWSLETTER_MESSAGES.invalidToken);
    });

    it("refuses a confirmation whose link is not valid with a page saying why, and another site's form with 403", async () => {
      const refused = await post(NEWSLETTER_ENDPOINTS.confirmForm.path, { token: 'not-a-signed-token' }).expect(400);
      expect(refused.text).toContain(NEWSLETTER_MESSAGES.invalidConfirmation);
      await post(NEWSLETTER_ENDPOINTS.confirmForm.path, { token: 'anything' }, uniqueAddress(), 'https://evil.example').expect(403);
    });
  });
});
