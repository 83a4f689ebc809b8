import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  agencyDisclosure,
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_MESSAGE,
  VIEWING_SLOT_READS_PER_MINUTE,
  addDays,
  AgendaViewingSchema,
  EnquiryDetailSchema,
  EnquiryPageSchema,
  ErrorBodySchema,
  PropertyListingSchema,
  SINGAPORE_UTC_OFFSET,
  singaporeDate,
  VIEWING_DAYS_AHEAD,
  MARKETING_CONSENT_VERSION,
  VIEWING_MESSAGES,
  type ViewingAvailabilityInput,
  ViewingAvailabilitySchema,
  ViewingAgendaSchema,
  ViewingBookedSchema,
  ViewingNoShowRateListSchema,
  ViewingSlotListSchema,
  viewingChangeKeys,
} from '@app/contracts';
import { escapeHtml, JobQueues, MarketingConsentEntity, OutboundMailEntity, PublicChanges, SEND_MAIL_JOB, ViewingBookingEntity } from '@app/core';
import { CompanyProfileService } from '../company-profile/company-profile.service';
import { accountFactory } from '../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../testing/staff-accounts';
import { useTestApp } from '../testing/test-app';
import { type Caller, everyStaffRole } from '../testing/role-matrix';
import { NO_SHOW_BEFORE_START } from './admin-viewings.service';

/** Every day, 09:00-11:00 Singapore time: 30-minute slots with 15 minutes between them (09:00, 09:45, 10:30). */
const EVERY_MORNING: ViewingAvailabilityInput = {
  enabled: true,
  windows: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: '09:00', end: '11:00' })),
  blackoutDates: [],
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeHours: 0,
  partiesPerSlot: 1,
};

describe('viewings API', () => {
  let em: EntityManager;
  let actors: StaffAccounts;
  let agentId = '';
  let agentEmail = '';
  let addressCounter = 0;

  const context = useTestApp({ TRUST_PROXY_HOPS: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-viewings` });
  beforeAll(async () => {
    em = context.app.get(EntityManager);
    const accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
    const agent = (await accounts.create('content_manager', { fullName: 'Lim Hui Min', ceaRegistrationNumber: 'R123456A', phone: '+65 9000 1111' })).user;
    agentId = agent.id;
    agentEmail = agent.email;
  });

  const api = () => request(context.server);
  const as = (caller: Caller) => cookiesOf(actors, caller);
  /** Each call from its own address, so the per-address limits stay out of the way. */
  const visitor = () => `203.0.113.${++addressCounter % 250}`;

  async function listing(availability: ViewingAvailabilityInput | null = EVERY_MORNING) {
    const body = {
      title: `Viewing test flat ${Date.now().toString(36)}${++addressCounter}`,
      district: 'Queenstown',
      addressLine: '1 Commonwealth Avenue',
      type: 'hdb',
      bedrooms: 3,
      bathrooms: 2,
      floorAreaSqft: 1000,
      monthlyRent: 3500,
      askingPrice: null,
      description: 'A bright flat near the MRT.',
      features: [],
      badge: null,
      status: 'available',
      agentId,
    };
    const created = PropertyListingSchema.parse((await api().post('/api/admin/properties').set('Cookie', as('admin')).send(body).expect(201)).body);
    if (availability)
      await api().put(`/api/admin/properties/${created.id}/viewing-availability`).set('Cookie', as('content_manager')).send(availability).expect(200);
    return created;
  }

  const slotsOf = async (slug: string) =>
    ViewingSlotListSchema.parse((await api().get(`/api/properties/listing/${slug}/viewing-slots`).set('X-Forwarded-For', visitor()).expect(200)).body);

  const person = (name = 'Aisha Rahman') => ({
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}-${++addressCounter}@example.sg`,
    phone: '+65 8123 4567',
    note: 'Coming with my partner',
  });
  const book = (slug: string, slot: string, body: object = person()) =>
    api()
      .post(`/api/properties/listing/${slug}/viewings`)
      .set('X-Forwarded-For', visitor())
      .send({ slot, ...body });
  const bookForm = (slug: string, fields: Record<string, string>) =>
    api().post(`/api/properties/listing/${slug}/viewings/form`).set('X-Forwarded-For', visitor()).type('form').send(fields);
  const bookingOf = (id: string) => em.fork().findOneOrFail(ViewingBookingEntity, { id });
  const mailsOf = (id: string) => em.fork().find(OutboundMailEntity, { viewingBooking: id }, { orderBy: { kind: 'asc' } });

  describe('role matrix', () => {
    const cases: Array<[string, (propertyId: string) => request.Test, Record<Caller, number>]> = [
      ['GET availability', (id) => api().get(`/api/admin/properties/${id}/viewing-availability`), everyStaffRole(200)],
      ['PUT availability', (id) => api().put(`/api/admin/properties/${id}/viewing-availability`).send(EVERY_MORNING), everyStaffRole(200)],
      ['GET agenda', () => api().get('/api/admin/viewings').query({ from: '2026-12-01', view: 'week' }), everyStaffRole(200)],
      ['GET no-show rates', () => api().get('/api/admin/viewings/no-show-rates'), everyStaffRole(200)],
      [
        'POST no-show of an unknown viewing',
        () => api().post(`/api/admin/viewings/${crypto.randomUUID()}/no-show`).send({ noShow: true }),
        everyStaffRole(404),
      ],
    ];
    let propertyId = '';
    beforeAll(async () => {
      propertyId = (await listing(null)).id;
    });

    for (const [route, send, expected] of cases) {
      it.each(Object.entries(expected))(`${route} as %s answers %i`, async (caller, status) => {
        const response = await send(propertyId).set('Cookie', as(caller as Caller));
        expect(response.status).toBe(status);
        if (status >= 400) expect(typeof response.body.error).toBe('string');
      });
    }
  });

  describe('availability', () => {
    it('answers the defaults, closed, for a listing never opened, and takes no booking then', async () => {
      const property = await listing(null);
      const availability = ViewingAvailabilitySchema.parse(
        (await api().get(`/api/admin/properties/${property.id}/viewing-availability`).set('Cookie', as('admin')).expect(200)).body,
      );
      expect(availability).toMatchObject({ enabled: false, partiesPerSlot: 1, updatedAt: null });
      expect(await slotsOf(property.slug)).toEqual({ bookable: false, slots: [] });
      const refused = await book(property.slug, `${addDays(singaporeDate(new Date()), 3)}T10:00:00+08:00`).expect(400);
      expect(refused.body.error).toBe(VIEWING_MESSAGES.noAvailability);
    });

    it('refuses a window ending before it starts, and an unknown listing', async () => {
      const property = await listing(null);
      const bad = await api()
        .put(`/api/admin/properties/${property.id}/viewing-availability`)
        .set('Cookie', as('admin'))
        .send({ ...EVERY_MORNING, windows: [{ weekday: 1, start: '12:00', end: '11:00' }] })
        .expect(400);
      expect(ErrorBodySchema.parse(bad.body).issues?.[0]?.message).toBe('A window must end after it starts');
      await api().put(`/api/admin/properties/${crypto.randomUUID()}/viewing-availability`).set('Cookie', as('admin')).send(EVERY_MORNING).expect(404);
      await api().get('/api/admin/properties/not-an-id/viewing-availability').set('Cookie', as('admin')).expect(404);
    });
  });

  describe('free slots', () => {
    it('offers each window in Singapore time, back to back with the buffer, over the next 14 days', async () => {
      const property = await listing();
      const { bookable, slots } = await slotsOf(property.slug);
      expect(bookable).toBe(true);
      const today = singaporeDate(new Date());
      const lastDay = addDays(today, VIEWING_DAYS_AHEAD - 1);
      for (const slot of slots) {
        expect(slot.start.endsWith(SINGAPORE_UTC_OFFSET)).toBe(true);
        expect(['09:00', '09:45', '10:30']).toContain(slot.start.slice(11, 16));
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
        expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now());
        expect(slot.start.slice(0, 10) >= today && slot.start.slice(0, 10) <= lastDay).toBe(true);
      }
      // Every day after today has its three slots (today's may have passed).
      expect(slots.filter((slot) => slot.start.slice(0, 10) > today)).toHaveLength(3 * (VIEWING_DAYS_AHEAD - 1));
      expect(slots[slots.length - 1]?.start).toBe(`${lastDay}T10:30:00+08:00`);
    });

    it('offers nothing on a blackout date, nor sooner than the minimum notice', async () => {
      const today = singaporeDate(new Date());
      const blackout = addDays(today, 5);
      const property = await listing({ ...EVERY_MORNING, blackoutDates: [blackout], minimumNoticeHours: 72 });
      const { slots } = await slotsOf(property.slug);
      expect(slots.some((slot) => slot.start.startsWith(blackout))).toBe(false);
      expect(slots.some((slot) => slot.start.startsWith(addDays(today, 6)))).toBe(true);
      expect(Math.min(...slots.map((slot) => Date.parse(slot.start)))).toBeGreaterThanOrEqual(Date.now() + 72 * 3_600_000);
    });

    it('answers 404 for a listing visitors cannot see', async () => {
      await api().get('/api/properties/listing/no-such-listing/viewing-slots').set('X-Forwarded-For', visitor()).expect(404);
    });
  });

  describe('booking', () => {
    it('stores the booking with its channel consents, its confirmation and reminders in the outbox, and queues the mails', async () => {
      const property = await listing();
      const slot = `${addDays(singaporeDate(new Date()), 3)}T09:45:00+08:00`;
      const response = await book(property.slug, slot, {
        ...person('Aisha Rahman'),
        email: 'AISHA.R@example.sg',
        marketingEmail: true,
        marketingPhone: false,
      }).expect(201);
      const booked = ViewingBookedSchema.parse(response.body);
      expect(booked.slot).toEqual({ start: slot, end: slot.replace('09:45', '10:15') });
      expect(booked.confirmationUrl).toMatch(/^\/viewings\/booked\?token=/);
      const booking = await bookingOf(booked.bookingId);
      expect(booking).toMatchObject({
        status: 'booked',
        seat: 1,
        name: 'Aisha Rahman',
        email: 'aisha.r@example.sg',
        phone: '+65 8123 4567',
        note: 'Coming with my partner',
        marketingEmail: true,
        marketingPhone: false,
      });
      const consents = await em.fork().find(MarketingConsentEntity, { source: 'viewing', sourceId: booking.id });
      expect(consents).toEqual([expect.objectContaining({ channel: 'email', email: 'aisha.r@example.sg', wordingVersion: MARKETING_CONSENT_VERSION })]);
      expect(booking.startsAt.toISOString()).toBe(new Date(slot).toISOString());
      expect(booking.manageUrl).toMatch(/\/viewings\/manage\?token=/);
      const mails = await mailsOf(booking.id);
      expect(mails.map((mail) => [mail.kind, mail.recipient, mail.sendAfter?.toISOString() ?? null])).toEqual([
        ['viewing_confirmation', 'aisha.r@example.sg', null],
        ['viewing_reminder_24h', 'aisha.r@example.sg', new Date(Date.parse(slot) - 24 * 3_600_000).toISOString()],
        ['viewing_reminder_2h', 'aisha.r@example.sg', new Date(Date.parse(slot) - 2 * 3_600_000).toISOString()],
        // The listing's agent is told, at once.
        ['viewing_staff_notice', agentEmail, null],
      ]);
      const queue = context.app.get(JobQueues).queue('notifications');
      const confirmation = await queue.getJob(SEND_MAIL_JOB.jobId({ mailId: mails[0]?.id as string }));
      expect(await confirmation?.getState()).toBe('waiting');
      const reminder = await queue.getJob(SEND_MAIL_JOB.jobId({ mailId: mails[2]?.id as string }));
      expect(await reminder?.getState()).toBe('delayed');
      // Queued to run two hours before the slot, whatever the hour of the day the test runs at.
      const untilReminder = Date.parse(slot) - 2 * 3_600_000 - Date.now();
      expect(reminder?.opts.delay).toBeGreaterThan(untilReminder);
      expect(reminder?.opts.delay).toBeLessThanOrEqual(untilReminder + 60_000);
    });

    it('limits bookings and slot reads per client address like the contact form, then answers 429', async () => {
      const property = await listing();
      const slot = `${addDays(singaporeDate(new Date()), 4)}T09:00:00+08:00`;
      const from = (address: string) => ({
        book: () =>
          api()
            .post(`/api/properties/listing/${property.slug}/viewings`)
            .set('X-Forwarded-For', address)
            .send({ slot, ...person() }),
        readSlots: () => api().get(`/api/properties/listing/${property.slug}/viewing-slots`).set('X-Forwarded-For', address),
      });
      const booker = from('198.18.200.1');
      const statuses = [];
      for (let attempt = 0; attempt <= PUBLIC_FORM_RATE_LIMIT_PER_MINUTE; attempt += 1) statuses.push((await booker.book()).status);
      expect(statuses).toEqual([201, ...Array.from({ length: PUBLIC_FORM_RATE_LIMIT_PER_MINUTE - 1 }, () => 409), 429]);
      expect((await booker.book()).body.error).toBe(RATE_LIMIT_MESSAGE);

      const reader = from('198.18.200.2');
      for (let read = 0; read < VIEWING_SLOT_READS_PER_MINUTE; read += 1) await reader.readSlots().expect(200);
      await reader.readSlots().expect(429);
    });

    it('refuses a slot already taken with 409 and the next free slots, which no longer include it', async () => {
      const property = await listing();
      const slot = `${addDays(singaporeDate(new Date()), 2)}T09:00:00+08:00`;
      await book(property.slug, slot).expect(201);
      const refused = await book(property.slug, slot).expect(409);
      const body = ErrorBodySchema.parse(refused.body);
      expect(body.error).toBe(VIEWING_MESSAGES.slotTaken);
      expect(body.nextSlots?.length).toBe(5);
      expect(body.nextSlots?.some((next) => next.start === slot)).toBe(false);
      expect((await slotsOf(property.slug)).slots.some((free) => free.start === slot)).toBe(false);
    });

    it('takes as many parties per slot as set, then refuses', async () => {
      const property = await listing({ ...EVERY_MORNING, partiesPerSlot: 2 });
      const slot = `${addDays(singaporeDate(new Date()), 2)}T10:30:00+08:00`;
      const seats = [];
      for (let party = 0; party < 2; party++)
        seats.push((await bookingOf(ViewingBookedSchema.parse((await book(property.slug, slot).expect(201)).body).bookingId)).seat);
      expect(seats.sort()).toEqual([1, 2]);
      await book(property.slug, slot).expect(409);
    });

    it('gives one booking of ten sent at once for one slot; the others 409', async () => {
      const property = await listing();
      const slot = `${addDays(singaporeDate(new Date()), 4)}T09:00:00+08:00`;
      const statuses = (await Promise.all(Array.from({ length: 10 }, () => book(property.slug, slot)))).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(9);
      expect(await em.fork().count(ViewingBookingEntity, { property: property.id, status: 'booked' })).toBe(1);
    });

    it('refuses a slot the listing does not offer, and one without an offset', async () => {
      const property = await listing();
      const day = addDays(singaporeDate(new Date()), 3);
      expect((await book(property.slug, `${day}T09:15:00+08:00`).expect(400)).body.error).toBe(VIEWING_MESSAGES.slotNotOffered);
      expect((await book(property.slug, `${day}T09:00:00`).expect(400)).body.error).toBe(VIEWING_MESSAGES.chooseSlot);
      expect((await book(property.slug, `${day}T01:00:00Z`).expect(201)).body.slot.start).toBe(`${day}T09:00:00+08:00`);
    });

    it('takes the form posted without JavaScript: 303 to the confirmation page, and a 409 page offering the next slots', async () => {
      const property = await listing();
      const slot = `${addDays(singaporeDate(new Date()), 3)}T10:30:00+08:00`;
      const fields = { slot, name: 'Wei Jie Tan', email: 'weijie@example.sg', phone: '91234567', note: '', marketingPhone: 'on' };
      const response = await bookForm(property.slug, fields).expect(303);
      expect(response.headers.location).toMatch(/^\/viewings\/booked\?token=/);
      const [booking] = await em.fork().find(ViewingBookingEntity, { property: property.id });
      expect(booking).toMatchObject({ marketingEmail: false, marketingPhone: true });
      const page = await api()
        .get(response.headers.location as string)
        .expect(200);
      expect(page.text).toContain('Your viewing is booked');
      expect(page.text).toContain(property.title);
      const disclosure = agencyDisclosure(context.app.get(CompanyProfileService).profile);
      expect(page.text).toContain(disclosure);
      const taken = await bookForm(property.slug, fields).expect(409);
      expect(taken.text).toContain(disclosure);
      expect(taken.type).toBe('text/html');
      expect(taken.text).toContain(VIEWING_MESSAGES.slotTaken);
      expect(taken.text).toContain(`/properties/${property.slug}?viewingSlot=`);
      const invalid = await bookForm(property.slug, { ...fields, email: 'not-an-address' }).expect(400);
      expect(invalid.text).toContain('Please enter a valid email address');
    });
  });

  describe("the booking's signed link", () => {
    async function booked() {
      const property = await listing();
      const slot = `${addDays(singaporeDate(new Date()), 5)}T09:00:00+08:00`;
      const { bookingId, confirmationUrl } = ViewingBookedSchema.parse((await book(property.slug, slot).expect(201)).body);
      const token = new URL(confirmationUrl, 'http://site').searchParams.get('token') as string;
      return { property, slot, bookingId, token };
    }

    it('opens the page to cancel or reschedule; an altered token opens nothing', async () => {
      const { token } = await booked();
      const page = await api().get('/viewings/manage').query({ token }).expect(200);
      expect(page.text).toContain('Move my viewing');
      expect(page.text).toContain('Cancel my viewing');
      expect(page.headers['cache-control']).toBe('no-store');
      // Cancel near the top, before Add to calendar and the free slots, which are grouped by day (a chip per day).
      const at = (text: string) => page.text.indexOf(text);
      expect(at('Cancel my viewing')).toBeLessThan(at('Add to calendar'));
      expect(at('Add to calendar')).toBeLessThan(at('Days with free slots'));
      expect(page.text).toMatch(/<fieldset class="day" id="day-\d{4}-\d{2}-\d{2}"><legend>\w+day, \d+ \w+ \d{4}<\/legend><label class="time">/);
      expect(page.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');

      const calendar = await api().get('/api/viewings/calendar').query({ token }).expect(200);
      expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
      expect(calendar.headers['content-disposition']).toBe('attachment; filename="viewing.ics"');
      expect(calendar.text).toContain('DTSTART;TZID=Asia/Singapore:');
      await api().get('/api/viewings/calendar').query({ token: 'not-a-token' }).expect(404);
      await api()
        .get('/viewings/manage')
        .query({ token: `${token.slice(0, -2)}xx` })
        .expect(404);
      await api().get('/viewings/manage').expect(404);
    });

    it('reschedules: a new booking on the new slot, the old one cancelled with its unsent mails, in one step', async () => {
      const { property, slot, bookingId, token } = await booked();
      const newSlot = slot.replace('09:00', '10:30');
      const moved = await api()
        .post('/api/viewings/manage/reschedule')
        .set('X-Forwarded-For', visitor())
        .type('form')
        .send({ token, slot: newSlot })
        .expect(303);
      expect(moved.headers.location).toMatch(/^\/viewings\/booked\?token=/);
      const old = await bookingOf(bookingId);
      expect(old.status).toBe('cancelled');
      expect((await mailsOf(bookingId)).filter((mail) => mail.status === 'pending')).toHaveLength(0);
      const [replacement] = await em.fork().find(ViewingBookingEntity, { rescheduledFrom: bookingId });
      expect(replacement).toMatchObject({ status: 'booked', name: old.name, email: old.email });
      expect(replacement?.startsAt.toISOString()).toBe(new Date(newSlot).toISOString());
      // The move's mails are the new booking's (its confirmation and the agent's notice say "moved"); no cancellation.
      expect((await mailsOf(replacement?.id as string)).map((mail) => mail.kind)).toContain('viewing_staff_notice');
      expect((await mailsOf(bookingId)).map((mail) => mail.kind)).not.toContain('viewing_cancellation');
      const oldLink = await api().get('/viewings/manage').query({ token }).expect(200);
      expect(oldLink.text).toContain(VIEWING_MESSAGES.moved);
      expect(oldLink.text).not.toContain(VIEWING_MESSAGES.alreadyCancelled);
      expect(oldLink.text).toContain(escapeHtml(replacement?.manageUrl as string));
      expect((await slotsOf(property.slug)).slots.some((free) => free.start === slot)).toBe(true);
      // Move or Cancel posted from the old page, opened before the move: it says the viewing moved, and changes nothing.
      for (const [action, form] of [
        ['reschedule', { token, slot }],
        ['cancel', { token }],
      ] as const) {
        const again = await api().post(`/api/viewings/manage/${action}`).set('X-Forwarded-For', visitor()).type('form').send(form).expect(409);
        expect(again.text).toContain(VIEWING_MESSAGES.moved);
        expect(again.text).not.toContain(VIEWING_MESSAGES.alreadyCancelled);
      }
      expect((await bookingOf(replacement?.id as string)).status).toBe('booked');
    });

    it('cancels: the slot is free again and the page says the viewing is cancelled', async () => {
      const { property, slot, bookingId, token } = await booked();
      const cancelled = await api().post('/api/viewings/manage/cancel').set('X-Forwarded-For', visitor()).type('form').send({ token }).expect(303);
      expect((await bookingOf(bookingId)).status).toBe('cancelled');
      expect((await slotsOf(property.slug)).slots.some((free) => free.start === slot)).toBe(true);
      const page = await api()
        .get(cancelled.headers.location as string)
        .expect(200);
      expect(page.text).toContain(VIEWING_MESSAGES.alreadyCancelled);
      expect(page.text).not.toContain('Cancel my viewing');
      // Written with the cancel: the visitor's cancellation and the agent's notice.
      const mails = (await mailsOf(bookingId)).filter((mail) => mail.status === 'pending');
      expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
        ['viewing_cancellation', (await bookingOf(bookingId)).email],
        ['viewing_staff_cancellation', agentEmail],
      ]);
    });
  });

  describe("the listing page's free slots", () => {
    it('are renewed once a booking made, moved or cancelled by form post is stored, before the answer; not when the slot was taken', async () => {
      const property = await listing();
      const changed = jest.spyOn(context.app.get(PublicChanges), 'changed');
      try {
        const slot = `${addDays(singaporeDate(new Date()), 4)}T10:30:00+08:00`;
        const fields = { slot, name: 'Nurul Huda', email: 'nurul@example.sg', phone: '91234567', note: '' };
        const made = await bookForm(property.slug, fields).expect(303);
        expect(changed.mock.calls).toEqual([[viewingChangeKeys(property.id)]]);
        await bookForm(property.slug, fields).expect(409);
        expect(changed).toHaveBeenCalledTimes(1);
        const token = new URL(made.headers.location as string, 'http://site').searchParams.get('token') as string;
        const post = (action: string, form: object) => api().post(`/api/viewings/manage/${action}`).set('X-Forwarded-For', visitor()).type('form').send(form);
        const moved = await post('reschedule', { token, slot: slot.replace('10:30', '09:00') }).expect(303);
        expect(changed).toHaveBeenCalledTimes(2);
        expect(changed).toHaveBeenLastCalledWith(viewingChangeKeys(property.id));
        await post('cancel', { token }).expect(409);
        expect(changed).toHaveBeenCalledTimes(2);
        await post('cancel', { token: new URL(moved.headers.location as string, 'http://site').searchParams.get('token') }).expect(303);
        expect(changed).toHaveBeenCalledTimes(3);
        expect(changed).toHaveBeenLastCalledWith(viewingChangeKeys(property.id));
      } finally {
        changed.mockRestore();
      }
    });
  });

  describe('the enquiry timeline', () => {
    it("shows the viewings booked from an enquiry's address, with the listing reference", async () => {
      const property = await listing();
      const email = `timeline-${++addressCounter}@example.sg`;
      const enquiry = {
        name: 'Aisha Rahman',
        email,
        phone: '',
        service: 'none',
        message: 'Is the flat still available?',
        consent: true,
        propertyReference: property.reference,
      };
      await api().post('/api/contact').set('X-Forwarded-For', visitor()).send(enquiry).expect(201);
      const slot = `${addDays(singaporeDate(new Date()), 4)}T10:30:00+08:00`;
      const { bookingId } = ViewingBookedSchema.parse((await book(property.slug, slot, { ...person(), email: email.toUpperCase() }).expect(201)).body);
      const found = EnquiryPageSchema.parse(
        (await api().get('/api/admin/enquiries').query({ q: email }).set('Cookie', as('content_manager')).expect(200)).body,
      );
      const detail = EnquiryDetailSchema.parse(
        (await api().get(`/api/admin/enquiries/${found.items[0]?.id}`).set('Cookie', as('content_manager')).expect(200)).body,
      );
      expect(detail.viewings).toEqual([
        {
          id: bookingId,
          listing: { title: property.title, reference: property.reference },
          slot: { start: slot, end: slot.replace('10:30', '11:00') },
          status: 'booked',
          noShowAt: null,
          bookedAt: expect.any(String),
        },
      ]);
    });
  });

  describe('agenda and no-shows', () => {
    it("lists the day's and the week's viewings with their listing, and marks a no-show once the viewing has started", async () => {
      const property = await listing();
      const day = addDays(singaporeDate(new Date()), 6);
      const { bookingId } = ViewingBookedSchema.parse((await book(property.slug, `${day}T09:45:00+08:00`).expect(201)).body);
      const dayView = ViewingAgendaSchema.parse(
        (await api().get('/api/admin/viewings').query({ from: day }).set('Cookie', as('content_manager')).expect(200)).body,
      );
      expect(dayView.viewings.find((viewing) => viewing.id === bookingId)).toMatchObject({ listing: { reference: property.reference }, noShowAt: null });
      const weekView = ViewingAgendaSchema.parse(
        (
          await api()
            .get('/api/admin/viewings')
            .query({ from: addDays(day, -6), view: 'week' })
            .set('Cookie', as('admin'))
            .expect(200)
        ).body,
      );
      expect(weekView.viewings.some((viewing) => viewing.id === bookingId)).toBe(true);
      const early = await api().post(`/api/admin/viewings/${bookingId}/no-show`).set('Cookie', as('admin')).send({ noShow: true }).expect(400);
      expect(early.body.error).toBe(NO_SHOW_BEFORE_START);

      await em
        .fork()
        .nativeUpdate(ViewingBookingEntity, { id: bookingId }, { startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_800_000) });
      const before = ViewingNoShowRateListSchema.parse((await api().get('/api/admin/viewings/no-show-rates').set('Cookie', as('admin')).expect(200)).body);
      const marked = AgendaViewingSchema.parse(
        (await api().post(`/api/admin/viewings/${bookingId}/no-show`).set('Cookie', as('content_manager')).send({ noShow: true }).expect(201)).body,
      );
      expect(marked.noShowAt).not.toBeNull();
      const after = ViewingNoShowRateListSchema.parse((await api().get('/api/admin/viewings/no-show-rates').set('Cookie', as('admin')).expect(200)).body);
      const month = singaporeDate(new Date()).slice(0, 7);
      const [was, now] = [before, after].map((rates) => rates.find((rate) => rate.month === month));
      expect(now?.noShows).toBe((was?.noShows ?? 0) + 1);
      expect(now?.rate).toBeCloseTo((now?.noShows ?? 0) / (now?.viewings ?? 1));
    });
  });
});
