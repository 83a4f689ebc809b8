import { addDays, type ErrorBody, singaporeDate, singaporeIso, type ViewingAvailabilityInput, type ViewingBooked } from '@app/contracts';
import { RECONCILE_RUN_FINISHED } from '@app/core';
import { type SmtpSink } from '@app/core/testing';
import { ApiClient, eventually, ServiceProcess } from '../support';
import { WorkerFaultStack } from '../worker-faults/worker-fault-stack';
import { closeMailFaultStack, startMailFaultStack } from '../worker-faults/mail-fault-stack';

const SG_OFFSET_MS = 8 * 3_600_000;
const SLOT_MINUTES = 10;

/** A Singapore weekday and time of day (HH:MM) of a moment, as a weekly window is written. */
function singaporeClock(moment: Date): { weekday: ViewingAvailabilityInput['windows'][number]['weekday']; time: string } {
  const local = new Date(moment.getTime() + SG_OFFSET_MS);
  return { weekday: (((local.getUTCDay() + 6) % 7) + 1) as 1, time: local.toISOString().slice(11, 16) };
}

/** One window holding exactly one slot, starting at `start` (on a minute). */
function windowAt(start: Date): ViewingAvailabilityInput['windows'][number] {
  const { weekday, time } = singaporeClock(start);
  return { weekday, start: time, end: singaporeClock(new Date(start.getTime() + SLOT_MINUTES * 60_000)).time };
}

/** The first whole minute at least `ms` from now. */
const minuteAfter = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

/**
 * Issue 24: viewings booked online, through the real processes. Two API processes share one database: of 100
 * bookings of one slot sent at once to both, exactly one is made, and the 99 others are refused with the next free
 * slots. A booking's reminders (24 h and 2 h before) are each e-mailed once, though the worker that held them is
 * SIGKILLed and Redis lost one of their delayed jobs.
 */
describe('viewings across processes (two APIs, a worker killed, PostgreSQL, Redis, SMTP sink)', () => {
  let sink: SmtpSink;
  let stack: WorkerFaultStack;
  let secondApi: ServiceProcess;
  let listing: { id: string; slug: string };

  beforeAll(async () => {
    // Each booking from its own client address (X-Forwarded-For), so the per-address limit stays out of the way.
    ({ stack, sink } = await startMailFaultStack('viewings', { TRUST_PROXY_HOPS: '1' }));
    secondApi = await ServiceProcess.api(stack.env);
    const me = (await stack.staff.get<{ id: string }>('/api/auth/me')).body;
    await stack.query(`update users set cea_registration_number = 'R123456A', phone = '+65 9000 1111' where id = '${me.id}'`);
    const created = await stack.staff.post<{ id: string; slug: string }>('/api/admin/properties', {
      ...{ title: 'Viewing system test flat', district: 'Queenstown', addressLine: '1 Commonwealth Avenue', type: 'hdb', bedrooms: 3, bathrooms: 2 },
      ...{
        floorAreaSqft: 1000,
        monthlyRent: 3500,
        askingPrice: null,
        description: 'Near the MRT.',
        features: [],
        badge: null,
        status: 'available',
        agentId: me.id,
      },
    });
    expect(created.status).toBe(201);
    listing = created.body;
  }, 120_000);
  afterAll(async () => {
    await secondApi?.stop('SIGTERM', 15_000);
    await closeMailFaultStack({ stack, sink });
  });

  const setAvailability = async (availability: Partial<ViewingAvailabilityInput>) => {
    const body: ViewingAvailabilityInput = {
      enabled: true,
      windows: [],
      blackoutDates: [],
      slotMinutes: SLOT_MINUTES,
      bufferMinutes: 0,
      minimumNoticeHours: 0,
      partiesPerSlot: 1,
      ...availability,
    };
    expect((await stack.staff.request('PUT', `/api/admin/properties/${listing.id}/viewing-availability`, { body })).status).toBe(200);
  };
  const book = (api: ApiClient, slot: string, visitor: number) =>
    api.post<ViewingBooked & ErrorBody>(
      `/api/properties/listing/${listing.slug}/viewings`,
      { slot, name: `Visitor ${visitor}`, email: `visitor.${visitor}@example.sg`, phone: '+65 8123 4567', note: '' },
      { headers: { 'x-forwarded-for': `198.51.100.${visitor % 250}` }, timeoutMs: 30_000 },
    );
  const received = (address: string, subject: string) =>
    sink.received.filter((mail) => mail.to.includes(`<${address}>`) && mail.raw.includes(`Subject: ${subject}`));

  it('gives exactly one booking of 100 sent at once for one slot to two API processes; the 99 others get 409 with the next free slots', async () => {
    const day = addDays(singaporeDate(new Date()), 3);
    await setAvailability({ windows: [{ weekday: singaporeClock(new Date(`${day}T12:00:00+08:00`)).weekday, start: '10:00', end: '12:00' }] });
    const slot = `${day}T10:00:00+08:00`;
    const apis = [stack.staff, new ApiClient(secondApi.baseUrl)];
    const answers = await Promise.all(Array.from({ length: 100 }, (_unused, visitor) => book(apis[visitor % 2] as ApiClient, slot, visitor + 1)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.nextSlots?.[0]?.start).toBe(`${day}T10:10:00+08:00`);
      expect(refused.body.nextSlots?.some((next) => next.start === slot)).toBe(false);
    }
    const rows = await stack.query<{ count: string }>(`select count(*) from viewing_bookings where property_id = '${listing.id}' and status = 'booked'`);
    expect(Number(rows[0]?.count)).toBe(1);
  }, 120_000);

  it('e-mails each reminder once though the worker holding them is SIGKILLed and Redis lost one of their jobs', async () => {
    // A viewing a day ahead (its 24 h reminder due in about a minute) and one two hours ahead (its 2 h reminder due then).
    const dayAhead = minuteAfter(24 * 3_600_000 + 45_000);
    const twoHoursAhead = minuteAfter(2 * 3_600_000 + 45_000);
    await setAvailability({ windows: [windowAt(dayAhead), windowAt(twoHoursAhead)] });
    const worker = await stack.startWorker();
    const booked = [await book(stack.staff, singaporeIso(dayAhead), 501), await book(stack.staff, singaporeIso(twoHoursAhead), 502)];
    expect(booked.map((answer) => answer.status)).toEqual([201, 201]);
    const [early, late] = ['visitor.501@example.sg', 'visitor.502@example.sg'];
    await eventually(() => received(early, 'Your viewing is booked').length === 1 && received(late, 'Your viewing is booked').length === 1, {
      timeoutMs: 30_000,
      message: 'both confirmations',
    });

    await worker.kill();
    const [lost] = await stack.query<{ id: string }>(`select id from outbound_mails where kind = 'viewing_reminder_2h' and recipient = '${late}'`);
    await stack.queues.queue('notifications').remove(`mail-${lost?.id}`);

    const restarted = await stack.startWorker({ LOG_LEVEL: 'debug' });
    await eventually(() => received(early, 'Your viewing is tomorrow').length > 0 && received(late, 'Your viewing starts in two hours').length > 0, {
      timeoutMs: 150_000,
      intervalMs: 500,
      message: 'both reminders',
    });
    // Three more reconciler runs later (each would queue a reminder again had its row not been sent): still one each.
    await restarted.logsMore(RECONCILE_RUN_FINISHED, 3);
    expect(received(early, 'Your viewing is tomorrow')).toHaveLength(1);
    expect(received(late, 'Your viewing starts in two hours')).toHaveLength(1);
    expect(received(early, 'Your viewing is booked')).toHaveLength(1);
    const rows = await stack.query<{ status: string; attempts: number }>(
      `select status, attempts from outbound_mails where kind like 'viewing_reminder%' and recipient in ('${early}', '${late}') and send_after < now()`,
    );
    expect(rows).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
  }, 240_000);
});
