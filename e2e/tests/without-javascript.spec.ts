import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import {
  CONSENT_TEXT,
  endpointUrl,
  type EnquiryPage,
  INBOX_ENDPOINTS,
  MARKETING_CONSENT_LEGEND,
  MARKETING_CONSENT_TEXTS,
  MARKETING_CONSENT_VERSION,
} from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';
import { listingAgentId } from '../support/listing-agent';

// A visitor whose browser runs no JavaScript: the server-rendered forms post natively to their form routes.
test.use({ javaScriptEnabled: false });

const unique = (text: string) => `${text}-${Date.now().toString(36)}`;

/** Calls the API as the owner, from a browser context of its own. */
async function asOwner<T>(browser: Browser, call: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const staff = await browser.newContext();
  try {
    const staffPage = await staff.newPage();
    await signInThroughApi(staffPage, OWNER);
    return await call(staffPage.request);
  } finally {
    await staff.close();
  }
}

/** The enquiries from this address, as the staff inbox lists them. */
async function inboxEnquiriesFrom(browser: Browser, email: string): Promise<EnquiryPage['items']> {
  return asOwner(browser, async (request) => {
    const response = await request.get(endpointUrl(INBOX_ENDPOINTS.enquiries, {}, { q: email }));
    expect(response.status()).toBe(200);
    return ((await response.json()) as EnquiryPage).items;
  });
}

test('the contact form is sent without JavaScript: the page comes back with the success notice, and staff see the enquiry', async ({ page, browser }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const email = `${unique('no-script')}@example.com`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Nur Aisyah');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Service' }).selectOption('maintenance');
  await form.getByRole('textbox', { name: 'Message' }).fill('My aircon servicing is overdue at my Punggol flat.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(/\/contact\?sent=contact$/);
  await expect(page.getByRole('status').getByText('Message sent successfully', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain(encodeURIComponent(email));
  expect(await inboxEnquiriesFrom(browser, email)).toEqual([expect.objectContaining({ name: 'Nur Aisyah', email, service: 'maintenance' })]);
});

test('the marketing boxes are sent without JavaScript, unticked until ticked, and staff see each consent in the inbox', async ({ page, browser }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const boxes = form.getByRole('group', { name: MARKETING_CONSENT_LEGEND });
  const email = `${unique('no-script-marketing')}@example.com`;
  await expect(boxes.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.email })).not.toBeChecked();
  await expect(boxes.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.phone })).not.toBeChecked();
  await form.getByRole('textbox', { name: 'Name' }).fill('Nur Aisyah');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('8123 4567');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about letting my flat in Sengkang.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
  await boxes.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.email }).check();
  await boxes.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.phone }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=contact$/);

  const [enquiry] = await inboxEnquiriesFrom(browser, email);
  // The staff panel is an application: its own context runs JavaScript.
  const staff = await browser.newContext({ javaScriptEnabled: true });
  try {
    const staffPage = await staff.newPage();
    await signInThroughApi(staffPage, OWNER);
    await staffPage.goto(`/admin/inbox/enquiries/${enquiry?.id}`);
    const consents = staffPage.getByRole('region', { name: 'Marketing consent' }).getByRole('listitem');
    await expect(consents).toHaveText([
      new RegExp(`^E-mail: wording ${MARKETING_CONSENT_VERSION}, given `),
      new RegExp(`^Phone call, SMS or WhatsApp: wording ${MARKETING_CONSENT_VERSION}, given `),
    ]);
  } finally {
    await staff.close();
  }
});

test("a listing's enquiry form is sent without JavaScript and comes back to the listing", async ({ page, browser }) => {
  const title = unique('Corner Terrace in Joo Chiat');
  const listing = await asOwner(browser, async (request) => {
    const body = {
      title,
      district: unique('Joo Chiat'),
      addressLine: 'Joo Chiat Place',
      type: 'landed',
      bedrooms: 4,
      bathrooms: 3,
      floorAreaSqft: 2400,
      askingPrice: 4200000,
      description: 'A restored Peranakan terrace near the shophouses.',
      status: 'available',
      agentId: await listingAgentId(request),
    };
    const response = await request.post('/api/admin/properties', { data: body });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { slug: string; reference: string };
  });
  await page.goto(`/properties/${listing.slug}`);
  const form = page.getByRole('form', { name: 'Send us a message' });
  const email = `${unique('no-script-buyer')}@example.com`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Rajesh Kumar');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(new RegExp(`/properties/${listing.slug}\\?sent=contact$`));
  await expect(page.getByRole('status').getByText('Message sent successfully', { exact: true })).toBeVisible();
  const [enquiry] = await inboxEnquiriesFrom(browser, email);
  const detail = await asOwner(browser, async (request) => (await request.get(endpointUrl(INBOX_ENDPOINTS.enquiry, { id: enquiry?.id ?? '' }))).json());
  expect(detail).toMatchObject({ name: 'Rajesh Kumar', message: expect.stringContaining(listing.reference) });
});

test('the footer newsletter form is sent without JavaScript and the page comes back subscribed', async ({ page }) => {
  await page.goto('/about');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter subscription' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(`${unique('no-script-reader')}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/about\?sent=newsletter$/);
  await expect(page.getByRole('contentinfo').getByRole('status').getByText('Subscribed to newsletter', { exact: true })).toBeVisible();
});
