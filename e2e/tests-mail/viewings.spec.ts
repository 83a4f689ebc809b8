import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { endpointUrl, PROPERTIES_ENDPOINTS, singaporeDate, VIEWING_MESSAGES, VIEWINGS_ENDPOINTS, type ViewingAvailabilityInput } from '@app/contracts';
import { mailPart, readableMail } from '../../services/core/src/testing/smtp-sink';
import { OWNER, pageSignedInElsewhere, signInThroughApi } from '../support/accounts';
import { LISTING_AGENT, listingAgentId } from '../support/listing-agent';
import { mailSinkForThisFile } from '../support/mail-sink';

const mails = mailSinkForThisFile([]);

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
  // The first free slot is chosen already: its time button is pressed.
  await expect(form.getByRole('radio', { checked: true })).toHaveCount(1);
  await form.getByRole('textbox', { name: 'Name' }).fill('Aisha Rahman');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+65 8123 4567');
  await form.getByRole('checkbox', { name: /by e-mail/ }).check();
  await form.getByRole('button', { name: 'Book Viewing' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your viewing is booked' })).toBeVisible();
  await expect(visitor.getByText(`Viewing flat ${run}`)).toBeVisible();
  await expect(visitor).toHaveURL(/\/viewings\/booked\?token=/);
  await visitorContext.close();

  await expect.poll(() => mails.sink.received.filter((mail) => mail.to.includes(`<${email}>`)).length, { timeout: 30_000 }).toBe(1);
  const mail = mails.sink.received.find((candidate) => candidate.to.includes(`<${email}>`))!;
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

/** A listing of the listing agent, open to viewings every day from 10:00 to 12:00 (Singapore time), 30-minute slots. */
async function listingOpenEveryMorning(request: APIRequestContext, title: string): Promise<{ slug: string; reference: string }> {
  const agentId = await listingAgentId(request);
  const created = await request.post(endpointUrl(PROPERTIES_ENDPOINTS.create), {
    data: {
      ...{ title, district: 'Bishan', addressLine: '5 Bishan Street 13', type: 'hdb', bedrooms: 3, bathrooms: 2, floorAreaSqft: 1100 },
      ...{ monthlyRent: 3800, askingPrice: null, description: 'Near the park.', features: [], badge: null, status: 'available', agentId },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; slug: string; reference: string };
  const availability: ViewingAvailabilityInput = {
    ...{ enabled: true, windows: ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({ weekday, start: '10:00', end: '12:00' })), blackoutDates: [] },
    ...{ slotMinutes: 30, bufferMinutes: 0, minimumNoticeHours: 0, partiesPerSlot: 1 },
  };
  const saved = await request.put(endpointUrl(VIEWINGS_ENDPOINTS.setAvailability, { id: listing.id }), { data: availability });
  expect(saved.status(), await saved.text()).toBe(200);
  return listing;
}

/** Taps the day chip `index` (0: the first day with free slots), then the time button `time` of that day. */
async function chooseSlot(page: Page, index: number, time: string): Promise<string> {
  const chip = page.getByRole('list', { name: 'Days with free slots' }).getByRole('link').nth(index);
  const day = (await chip.getAttribute('aria-label')) as string;
  await chip.click();
  const group = page.getByRole('group', { name: day });
  await expect(group).toBeInViewport();
  // The time button is its radio input, transparent over the button's face: a tap lands on it.
  await group.getByRole('radio', { name: time }).click();
  await expect(group.getByRole('radio', { name: time })).toBeChecked();
  return day;
}

const mailsTo = (email: string) => mails.sink.received.filter((mail) => mail.to.includes(`<${email}>`));
async function subjectsTo(email: string, count: number): Promise<string[]> {
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(count);
  return mailsTo(email).map((mail) => /^Subject: (.*)$/m.exec(readableMail(mail))?.[1] ?? '');
}

const above = async (upper: Locator, lower: Locator) =>
  expect(((await upper.boundingBox())?.y ?? Infinity) < ((await lower.boundingBox())?.y ?? -Infinity)).toBe(true);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a visitor books with a day chip and a time button, moves and cancels; the agent is told each time, the visitor gets the cancellation', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const title = `Park-side flat ${run}`;
    const email = `mover.${run}@example.sg`;
    const staffPage = await pageSignedInElsewhere(browser, OWNER);
    const listing = await listingOpenEveryMorning(staffPage.request, title).finally(() => staffPage.context().close());
    const agentBefore = mailsTo(LISTING_AGENT.email).length;

    await page.goto(`/properties/${listing.slug}`);
    await page.getByRole('link', { name: 'Book a viewing' }).click();
    const form = page.getByRole('form', { name: 'Book a viewing' });
    await expect(page).toHaveURL(/#book-viewing$/);
    await expect(page.getByRole('heading', { name: 'Book a Viewing' })).toBeInViewport();
    const bookedDay = await chooseSlot(page, 1, '10:30 am');
    await form.getByRole('textbox', { name: 'Name' }).fill('Nur Aisyah');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('+65 8123 4567');
    await form.getByRole('button', { name: 'Book Viewing' }).click();

    await expect(page.getByRole('heading', { name: 'Your viewing is booked' })).toBeVisible();
    await expect(page.getByText(`${bookedDay}, 10:30 am - 11:00 am (Singapore time)`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Properties' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    const ics = await page.request.get((await page.getByRole('link', { name: /Download the calendar file/ }).getAttribute('href')) as string);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain(`SUMMARY:Viewing: ${title}`);

    await page.getByRole('link', { name: 'Cancel or reschedule this viewing' }).click();
    const firstLink = page.url();
    await above(page.getByRole('button', { name: 'Cancel my viewing' }), page.getByRole('heading', { name: 'Choose another time' }));
    await expect(page.getByRole('button', { name: 'Cancel my viewing' })).toBeInViewport();
    const movedDay = await chooseSlot(page, 2, '11:00 am');
    await page.getByRole('button', { name: 'Move my viewing' }).click();
    await expect(page.getByRole('heading', { name: 'Your viewing is booked' })).toBeVisible();
    await expect(page.getByText(`${movedDay}, 11:00 am - 11:30 am (Singapore time)`)).toBeVisible();

    await page.goto(firstLink);
    await expect(page.getByRole('heading', { name: 'Your viewing has moved' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(VIEWING_MESSAGES.moved);
    await page.getByRole('link', { name: 'Cancel or reschedule this viewing' }).click();
    await page.getByRole('button', { name: 'Cancel my viewing' }).click();
    await expect(page.getByRole('status')).toHaveText(VIEWING_MESSAGES.alreadyCancelled);

    expect(await subjectsTo(email, 3)).toEqual([`Your viewing is booked: ${title}`, `Your viewing has moved: ${title}`, `Your viewing is cancelled: ${title}`]);
    const moved = mailPart(mailsTo(email)[1] as (typeof mails.sink.received)[number], 'Content-Type: text/plain') ?? '';
    expect(moved).toContain(`Your viewing has moved from ${bookedDay}, 10:30 am - 11:00 am (Singapore time) to ${movedDay}, 11:00 am - 11:30 am`);
    await expect.poll(() => mailsTo(LISTING_AGENT.email).length - agentBefore, { timeout: 30_000 }).toBe(3);
    const agentSubjects = mailsTo(LISTING_AGENT.email)
      .slice(agentBefore)
      .map((mail) => /^Subject: (.*)$/m.exec(readableMail(mail))?.[1] ?? '');
    const reference = `${title} (${listing.reference})`;
    expect(agentSubjects).toEqual([`Viewing booked: ${reference}`, `Viewing moved: ${reference}`, `Viewing cancelled: ${reference}`]);
  });
});
