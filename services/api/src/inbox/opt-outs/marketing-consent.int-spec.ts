import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  CONTACT_ENDPOINTS,
  EnquiryDetailSchema,
  INBOX_ENDPOINTS,
  MARKETING_CONSENT_VERSION,
  MarketingOptOutSchema,
  NEWSLETTER_ENDPOINTS,
  SubscriberPageSchema,
} from '@app/contracts';
import { AuditLogEntity, ContactEnquiryEntity, MarketingConsentEntity, MarketingOptOutEntity, NewsletterSubscriberEntity } from '@app/core';
import { NewsletterTokens } from '../../newsletter/newsletter-tokens';
import { useAppWithAccounts } from '../../testing/accounts';
import type { TestAccount } from '../../testing/accounts';

const SITE_ORIGIN = 'http://localhost:3000';
let counter = 0;
const uniqueEmail = () => `consent-${Date.now().toString(36)}-${++counter}@example.sg`;
/** A client address of its own per request: the public forms allow a few per address and minute. */
const uniqueAddress = () => `198.18.${Math.floor(++counter / 250) % 250}.${counter % 250}`;

const enquiry = (email: string, fields: object = {}) => ({
  name: 'Siti Rahman',
  email,
  phone: '+65 9123 4567',
  service: 'none',
  message: 'Please tell me about managing my flat in Tampines.',
  consent: true,
  ...fields,
});

const contactForm = (email: string, fields: Record<string, string> = {}) => ({
  name: 'Siti Rahman',
  email,
  phone: '9123 4567',
  service: 'none',
  message: 'Please tell me about managing my flat in Tampines.',
  consent: 'on',
  reading: 'page',
  returnTo: '/contact',
  ...fields,
});

/** The rows of a CSV answer as arrays of fields (the test's own data holds no comma or quote). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('marketing consent per channel', () => {
  const app = useAppWithAccounts({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-marketing-consent` });
  let em: EntityManager;
  let staff: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    em = app.context.app.get(EntityManager);
    staff = await app.accounts.create('content_manager');
    admin = await app.accounts.create('admin');
  });

  const api = () => request(app.context.server);
  const sendEnquiry = (body: object) => api().post(CONTACT_ENDPOINTS.send.path).set('X-Forwarded-For', uniqueAddress()).send(body);
  const postForm = (path: string, fields: Record<string, string>) =>
    api().post(path).set('X-Forwarded-For', uniqueAddress()).set('Origin', SITE_ORIGIN).type('form').send(fields);
  const subscribe = (body: object) => api().post(NEWSLETTER_ENDPOINTS.subscribe.path).set('X-Forwarded-For', uniqueAddress()).send(body);
  const consentsOf = (email: string) => em.fork().find(MarketingConsentEntity, { email }, { orderBy: { channel: 'asc' } });
  const enquiryOf = (email: string) => em.fork().findOneOrFail(ContactEnquiryEntity, { email });
  const subscriberOf = (email: string) => em.fork().findOneOrFail(NewsletterSubscriberEntity, { email });
  const optOut = (body: object, account = staff) => api().post(INBOX_ENDPOINTS.recordMarketingOptOut.path).set('Cookie', account.cookie).send(body);
  const expectRecent = (at: Date) => expect(Date.now() - at.getTime()).toBeLessThan(10_000);

  describe('the enquiry forms', () => {
    it('stores each box ticked with its wording version and time, with the enquiry (JSON), and the inbox shows them', async () => {
      const email = uniqueEmail();
      await sendEnquiry(enquiry(email, { marketingEmail: true, marketingPhone: true })).expect(201);
      const stored = await enquiryOf(email);
      const consents = await consentsOf(email);
      expect(consents).toEqual([
        expect.objectContaining({ channel: 'email', source: 'enquiry', sourceId: stored.id, phone: '+6591234567', wordingVersion: MARKETING_CONSENT_VERSION }),
        expect.objectContaining({ channel: 'phone', source: 'enquiry', sourceId: stored.id, phone: '+6591234567', wordingVersion: MARKETING_CONSENT_VERSION }),
      ]);
      for (const consent of consents) expectRecent(consent.givenAt);

      const detail = EnquiryDetailSchema.parse((await api().get(`/api/admin/enquiries/${stored.id}`).set('Cookie', staff.cookie).expect(200)).body);
      expect(detail.marketingConsents).toEqual([
        { channel: 'email', wordingVersion: MARKETING_CONSENT_VERSION, givenAt: consents[0]?.givenAt.toISOString(), source: 'enquiry', optedOutAt: null },
        { channel: 'phone', wordingVersion: MARKETING_CONSENT_VERSION, givenAt: consents[1]?.givenAt.toISOString(), source: 'enquiry', optedOutAt: null },
      ]);
    });

    it('stores no consent for boxes left unticked, and refuses a box that is not true or false', async () => {
      const email = uniqueEmail();
      await sendEnquiry(enquiry(email)).expect(201);
      await sendEnquiry(enquiry(uniqueEmail(), { marketingEmail: false, marketingPhone: false })).expect(201);
      expect(await consentsOf(email)).toEqual([]);
      const refused = await sendEnquiry(enquiry(uniqueEmail(), { marketingPhone: 'on' })).expect(400);
      expect(refused.body.message).toBe('marketingPhone must be true or false');
    });

    it('stores the boxes of the form sent without JavaScript ("on" when ticked, absent when not)', async () => {
      const email = uniqueEmail();
      await postForm(CONTACT_ENDPOINTS.sendForm.path, contactForm(email, { marketingPhone: 'on' })).expect(303);
      const consents = await consentsOf(email);
      expect(consents).toEqual([
        expect.objectContaining({
          channel: 'phone',
          source: 'enquiry',
          sourceId: (await enquiryOf(email)).id,
          phone: '+6591234567',
          wordingVersion: MARKETING_CONSENT_VERSION,
        }),
      ]);
      expectRecent(consents[0]!.givenAt);
      // A box sent as anything but "on" is refused: back to the form's page with its messages (nothing stored).
      const refusedEmail = uniqueEmail();
      const refused = await postForm(CONTACT_ENDPOINTS.sendForm.path, contactForm(refusedEmail, { marketingEmail: 'yes' })).expect(303);
      expect(refused.headers.location).toMatch(/\?problem=/);
      expect(await consentsOf(refusedEmail)).toEqual([]);
    });
  });

  describe('the newsletter forms', () => {
    it('stores the boxes with the subscription, from JSON and from the form sent without JavaScript', async () => {
      const [fromScript, fromForm] = [uniqueEmail(), uniqueEmail()];
      await subscribe({ email: fromScript, marketingEmail: true }).expect(201);
      await postForm(NEWSLETTER_ENDPOINTS.subscribeForm.path, { email: fromForm, marketingEmail: 'on', marketingPhone: 'on', returnTo: '/blog' }).expect(303);
      expect(await consentsOf(fromScript)).toEqual([
        expect.objectContaining({
          channel: 'email',
          source: 'newsletter',
          sourceId: (await subscriberOf(fromScript)).id,
          phone: null,
          wordingVersion: MARKETING_CONSENT_VERSION,
        }),
      ]);
      const formConsents = await consentsOf(fromForm);
      expect(formConsents.map(({ channel, source, sourceId }) => ({ channel, source, sourceId }))).toEqual([
        { channel: 'email', source: 'newsletter', sourceId: (await subscriberOf(fromForm)).id },
        { channel: 'phone', source: 'newsletter', sourceId: (await subscriberOf(fromForm)).id },
      ]);
      for (const consent of formConsents) expectRecent(consent.givenAt);

      const page = SubscriberPageSchema.parse(
        (await api().get(`/api/admin/newsletter/subscribers?q=${fromForm}`).set('Cookie', staff.cookie).expect(200)).body,
      );
      expect(page.items[0]?.marketingConsents.map((consent) => consent.channel)).toEqual(['email', 'phone']);
    });
  });

  describe('the export rule', () => {
    it('exports a phone number only for people who consented to marketing by phone and have not opted out since, of 100', async () => {
      const marker = `marker${randomBytes(4).toString('hex')}`;
      const people = Array.from({ length: 100 }, (_, index) => ({
        email: `person-${index}-${marker}@example.sg`,
        phone: `+65 8${String(index).padStart(7, '0')}`,
        marketingPhone: index % 2 === 0,
        marketingEmail: index % 3 === 0,
      }));
      for (const person of people)
        await sendEnquiry(enquiry(person.email, { ...person, message: `Please call me back about my condo ${marker}.` })).expect(201);
      // Person 0 consented, then told staff to stop calling (the number written as they said it).
      await optOut({ channel: 'phone', address: '8000 0000' }).expect(201);

      const csv = await api().get(`/api/admin/enquiries/export.csv?q=${marker}`).set('Cookie', admin.cookie).expect(200);
      const [header, ...rows] = csvRows(csv.text);
      const column = (name: string) => header!.indexOf(name);
      expect(rows).toHaveLength(100);
      const exported = new Map(
        rows.map((row) => [row[column('Email')], { phone: row[column('Phone (marketing consent)')], email: row[column('Marketing by e-mail')] }]),
      );
      people.forEach((person, index) => {
        const phoneAllowed = person.marketingPhone && index !== 0;
        expect(exported.get(person.email)).toEqual({ phone: phoneAllowed ? `'${person.phone}` : '', email: person.marketingEmail ? 'yes' : 'no' });
      });
      expect(rows.filter((row) => row[column('Phone (marketing consent)')] !== '')).toHaveLength(49);

      // The subscriber list and its export: a phone only where the address gave one with a phone consent.
      for (const index of [0, 1, 2]) await subscribe({ email: people[index]!.email }).expect(201);
      const listed = SubscriberPageSchema.parse(
        (await api().get(`/api/admin/newsletter/subscribers?q=${marker}`).set('Cookie', staff.cookie).expect(200)).body,
      );
      expect(Object.fromEntries(listed.items.map((item) => [item.email, item.marketingPhone]))).toEqual({
        [people[0]!.email]: null,
        [people[1]!.email]: null,
        [people[2]!.email]: '+6580000002',
      });
    });
  });

  it('finds the phone consent of a number however it was typed: the export normalizes it in SQL as the form did', async () => {
    const marker = `marker${randomBytes(4).toString('hex')}`;
    const phones = ['9123 4567', '+65-8123-4568', '(65) 8123 4569', '6581234570', '+44 20 7946 0958', '8123-4571 (office)'];
    for (const [index, phone] of phones.entries()) {
      await sendEnquiry(enquiry(`typed-${index}-${marker}@example.sg`, { phone, marketingPhone: true, message: `Call me ${marker}.` })).expect(201);
    }
    const csv = await api().get(`/api/admin/enquiries/export.csv?q=${marker}`).set('Cookie', admin.cookie).expect(200);
    const [header, ...rows] = csvRows(csv.text);
    const exported = rows.map((row) => row[header!.indexOf('Phone (marketing consent)')]);
    expect(exported.sort()).toEqual(phones.map((phone) => (phone.startsWith('+') ? `'${phone}` : phone)).sort());
  });

  describe('opt-outs', () => {
    it('records a staff opt-out, audited: the e-mail leaves the confirmed export at once and the inbox shows the consent ended', async () => {
      const email = uniqueEmail();
      await sendEnquiry(enquiry(email, { marketingEmail: true })).expect(201);
      await subscribe({ email }).expect(201);
      await em.fork().nativeUpdate(NewsletterSubscriberEntity, { email }, { confirmedAt: new Date() });
      const exportedEmails = async () =>
        csvRows((await api().get('/api/admin/newsletter/subscribers/confirmed.csv').set('Cookie', admin.cookie).expect(200)).text).map((row) => row[0]);
      expect(await exportedEmails()).toContain(email);

      const recorded = MarketingOptOutSchema.parse((await optOut({ channel: 'email', address: email.toUpperCase() }).expect(201)).body);
      expect(recorded).toMatchObject({ channel: 'email', address: email, origin: 'staff' });
      const stored = await em.fork().findOneOrFail(MarketingOptOutEntity, { address: email });
      expect(stored.recordedBy).toBe(staff.user.id);
      const audit = await em.fork().findOneOrFail(AuditLogEntity, { action: 'marketing.opt_out_recorded', targetId: stored.id });
      expect(audit).toMatchObject({ actorId: staff.user.id, details: { channel: 'email' } });
      expect(JSON.stringify(audit.details)).not.toContain(email);

      expect(await exportedEmails()).not.toContain(email);
      const listed = SubscriberPageSchema.parse((await api().get(`/api/admin/newsletter/subscribers?q=${email}`).set('Cookie', staff.cookie).expect(200)).body);
      expect(listed.items[0]?.emailOptedOutAt).toBe(recorded.recordedAt);
      const detail = EnquiryDetailSchema.parse(
        (
          await api()
            .get(`/api/admin/enquiries/${(await enquiryOf(email)).id}`)
            .set('Cookie', staff.cookie)
            .expect(200)
        ).body,
      );
      expect(detail.marketingConsents[0]?.optedOutAt).toBe(recorded.recordedAt);

      // Subscribing again afterwards is a new request: the subscription starts again, unconfirmed (double opt-in).
      await subscribe({ email }).expect(201);
      expect((await subscriberOf(email)).confirmedAt).toBeNull();
    });

    it("records the opt-out of an address that uses a marketing e-mail's unsubscribe link, once", async () => {
      const email = uniqueEmail();
      await subscribe({ email }).expect(201);
      const token = app.context.app.get(NewsletterTokens).sign((await subscriberOf(email)).id);
      await api().post(`${NEWSLETTER_ENDPOINTS.unsubscribeOneClick.path}?token=${token}`).type('form').send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
      await api().post(NEWSLETTER_ENDPOINTS.unsubscribe.path).send({ token }).expect(200);
      expect(await em.fork().find(MarketingOptOutEntity, { address: email })).toEqual([
        expect.objectContaining({ channel: 'email', origin: 'unsubscribe_link', recordedBy: null }),
      ]);
    });

    it("erases an address's consents with its data, and keeps its opt-out so it still holds", async () => {
      const email = uniqueEmail();
      await sendEnquiry(enquiry(email, { marketingEmail: true, marketingPhone: true })).expect(201);
      await optOut({ channel: 'email', address: email }).expect(201);
      await api().post(INBOX_ENDPOINTS.erase.path).set('Cookie', admin.cookie).send({ email }).expect(200);
      expect(await consentsOf(email)).toEqual([]);
      expect(await em.fork().count(MarketingOptOutEntity, { address: email })).toBe(1);
    });

    it.each([
      [{ channel: 'phone', address: '12' }, 'Enter a phone number with at least 6 digits'],
      [{ channel: 'email', address: 'not-an-address' }, 'Please enter a valid email address'],
      [{ channel: 'fax', address: '+65 6123 4567' }, 'Choose a channel: email or phone'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const refused = await optOut(body).expect(400);
      expect(refused.body.message).toBe(message);
    });
  });
});
