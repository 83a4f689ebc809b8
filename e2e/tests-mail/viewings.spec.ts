import { expect, test } from '@playwright/test';
import { endpointUrl, PROPERTIES_ENDPOINTS, singaporeDate, VIEWINGS_ENDPOINTS, type ViewingAvailabilityInput } from '@app/contracts';
import { mailPart, readableMail, startSmtpSink } from '../../services/core/src/testing/smtp-sink';
import { OWNER, signInThroughApi } from '../support/accounts';
import { listingAgentId } from '../support/listing-agent';
import { SMTP_SINK_PORT } from '../support/smtp-sink-port';

// The stack of playwright.mail.config.ts sends its mail to this sink.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async () => {
  sink = await startSmtpSink(SMTP_SINK_PORT);
});
test.afterAll(() => sink.close());

const SG_OFFSET_MS = 8 * 3_600_000;
const clock = (moment: Date) => new Date(moment.getTime() + SG_OFFSET_MS).toISOString().slice(11, 16);

test('a visitor without JavaScript books a viewing from the listing page and gets the confirmation with its .ics; staff see it in the agenda and mark a no-show', async ({
  browser,
  page,
}) => {
  // The visitor books the first free slot, which starts at the next whole minute, so staff can mark it soon after.
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await signInThroughApi(page, OWNER);
  const agentId = await listingAgentId(page.request);
  const created = await page.request.post(endpointUrl(PROPERTIES_ENDPOINTS.create), {
    data: {
      ...{
        title: `Viewing flat ${run}`,
        district: 'Queenstown',
        addressLine: '1 Commonwealth Avenue',
        type: 'hdb',
        bedrooms: 3,
        bathrooms: 2,
        floorAreaSqft: 1000,
      },
      ...{ monthlyRent: 3500, askingPrice: null, description: 'Near the MRT.', features: [], badge: null, status: 'available', agentId },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; slug: string; reference: string };
  const start = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const weekday = ((new Date(start.getTime() + SG_OFFSET_MS).getUTCDay() + 6) % 7) + 1;
  const availability = {
    ...{ enabled: true, windows: [{ weekday, start: clock(start), end: clock(new Date(start.getTime() + 30 * 60_000)) }], blackoutDates: [] },
    ...{ slotMinutes: 10, bufferMinutes: 0, minimumNoticeHours: 0, partiesPerSlot: 1 },
  } as ViewingAvailabilityInput;
  const saved = await page.request.put(endpointUrl(VIEWINGS_ENDPOINTS.setAvailability, { id: listing.id }), { data: availability });
  expect(saved.status(), await saved.text()).toBe(200);

  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  const email = `viewer.${run}@example.sg`;
  await visitor.goto(`/properties/${listing.slug}`);
  const form = visitor.getByRole('form', { name: 'Book a viewing' });
  await expect(form.getByRole('combobox', { name: 'Viewing slot' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Aisha Rahman');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+65 8123 4567');
  await form.getByRole('checkbox', { name: /by e-mail/ }).check();
  await form.getByRole('button', { name: 'Book Viewing' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your viewing is booked' })).toBeVisible();
  await expect(visitor.getByText(`Viewing flat ${run}`)).toBeVisible();
  await expect(visitor).toHaveURL(/\/viewings\/booked\?token=/);
  await visitorContext.close();

  await expect.poll(() => sink.received.filter((mail) => mail.to.includes(`<${email}>`)).length, { timeout: 30_000 }).toBe(1);
  const mail = sink.received.find((candidate) => candidate.to.includes(`<${email}>`))!;
  expect(readableMail(mail)).toContain(`Subject: Your viewing is booked: Viewing flat ${run}`);
  const calendar = mailPart(mail, 'filename=viewing.ics') ?? '';
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('TZID:Asia/Singapore');
  expect(calendar).toContain(`DTSTART;TZID=Asia/Singapore:${new Date(start.getTime() + SG_OFFSET_MS).toISOString().slice(0, 16).replace(/[-:]/g, '')}00`);

  await page.goto(`/admin/inbox/viewings?from=${singaporeDate(start)}&view=day`);
  const booking = page.getByRole('listitem', { name: /Aisha Rahman/ }).filter({ hasText: listing.reference });
  await expect(booking).toContainText(`Viewing flat ${run}`);
  await expect(booking).toContainText('e-mail yes');
  // The no-show mark is offered once the viewing has started.
  await page.waitForTimeout(Math.max(0, start.getTime() - Date.now() + 1000));
  await page.reload();
  await booking.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(booking.getByText('No-show', { exact: true })).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Clear no-show' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(singaporeDate(start).slice(0, 7)) })).toContainText('1');
});
