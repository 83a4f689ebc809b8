import { type APIRequestContext, expect, test } from '@playwright/test';
import { type CompanyProfile, type PropertySearchResult, type PublicPropertyListingDetail, agentNotReadyMessage } from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';
import { STATIC_ROUTES } from '../support/public-pages';

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Every listing visitors can open, from the public search, page by page. */
async function shownListingSlugs(request: APIRequestContext): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = (await (await request.get(`/api/properties?page=${page}`)).json()) as PropertySearchResult;
    slugs.push(...result.items.map((item) => item.slug));
    if (slugs.length >= result.total || result.items.length === 0) return slugs;
  }
}

const companyProfile = async (request: APIRequestContext) => (await (await request.get('/api/company-profile')).json()) as CompanyProfile;

test.describe('server HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every shown listing page displays the five CEA details, the phone and WhatsApp links and that viewings are free', async ({ page, request }) => {
    const agency = await companyProfile(request);
    expect(agency.licenceNumber).toMatch(/^L\d{7}[A-Z]$/);
    const slugs = await shownListingSlugs(request);
    expect(slugs.length).toBeGreaterThanOrEqual(3); // the shown sample listings at least

    for (const slug of slugs) {
      const { agent } = (await (await request.get(`/api/properties/listing/${slug}`)).json()) as PublicPropertyListingDetail;
      await page.goto(`/properties/${slug}`);
      const details = page.getByRole('region', { name: 'Your Agent' });
      await expect(details.getByRole('definition').filter({ hasText: agent.name }), slug).toHaveCount(1);
      await expect(details.getByText(agent.registrationNumber, { exact: true })).toBeVisible();
      expect(agent.registrationNumber).toMatch(/^R\d{6}[A-Z]$/);
      const digits = agent.phone.replace(/\D/g, '');
      await expect(details.getByRole('link', { name: agent.phone })).toHaveAttribute('href', `tel:+${digits}`);
      await expect(details.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${digits}\\?text=`));
      expect(digits).toMatch(/^65[3689]\d{7}$/);
      await expect(details.getByText(agency.name, { exact: true })).toBeVisible();
      await expect(details.getByText(agency.licenceNumber, { exact: true })).toBeVisible();
      await expect(details.getByText('No fee is required to book a viewing.')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(`${agency.name} · CEA Licence No. ${agency.licenceNumber}`)).toBeVisible();
    }
  });

  test("every public page's footer names the agency and its licence number", async ({ page, request }) => {
    const agency = await companyProfile(request);
    for (const route of STATIC_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('contentinfo').getByText(`${agency.name} · CEA Licence No. ${agency.licenceNumber}`), route.path).toBeVisible();
    }
  });
});

test("a listing waits for its agent's CEA details: the form says what is missing, My Account adds them, then it is shown with them", async ({
  page,
  browser,
}) => {
  await signInThroughApi(page, OWNER);
  const username = unique('agent').replace(' ', '-');
  const agent = {
    username,
    email: `${username}@harbourline.sg`,
    password: 'Serangoon-Gardens-2026',
    fullName: unique('Goh Kai Wen'),
    role: 'content_manager',
    isActive: true,
  };
  expect((await page.request.post('/api/admin/users', { data: agent })).status()).toBe(201);
  await signInThroughApi(page, { ...agent, role: 'content_manager' });

  const title = unique('Two-Bedroom Condo in Novena');
  await page.goto('/admin/content/properties/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'District' }).fill('Novena');
  await page.getByRole('textbox', { name: 'Address line' }).fill('Irrawaddy Road');
  await page.getByRole('spinbutton', { name: 'Bedrooms' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Bathrooms' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Floor area (sq ft)' }).fill('850');
  await page.getByRole('spinbutton', { name: 'Monthly rent (S$)' }).fill('4200');
  await page.getByRole('textbox', { name: 'Description' }).fill('Near Novena MRT and the medical hub.');
  await page.getByRole('combobox', { name: 'Responsible agent' }).selectOption({ label: agent.fullName });
  await page.getByRole('button', { name: 'Save Listing' }).click();
  const missing = agentNotReadyMessage({ registrationNumber: true, phone: true });
  await expect(page.getByText(missing, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/properties\/new$/);

  // In another tab, so the form keeps what was typed.
  const account = await page.context().newPage();
  await account.goto('/admin/account');
  await account.getByRole('textbox', { name: 'CEA Registration Number' }).fill('r135790m');
  await account.getByRole('textbox', { name: 'Phone' }).fill('8765 4321');
  await account.getByRole('button', { name: 'Save Profile' }).click();
  await expect(account.getByRole('textbox', { name: 'CEA Registration Number' })).toHaveValue('R135790M');
  await expect(account.getByRole('textbox', { name: 'Phone' })).toHaveValue('+65 8765 4321');
  await account.close();

  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/properties\/edit\/[^/]+$/);
  const saved = (await (await page.request.get(`/api/admin/properties/${page.url().split('/').pop()}`)).json()) as { slug: string };
  const visitor = await browser.newPage({ javaScriptEnabled: false });
  await visitor.goto(`/properties/${saved.slug}`);
  const details = visitor.getByRole('region', { name: 'Your Agent' });
  await expect(details.getByText(agent.fullName, { exact: true })).toBeVisible();
  await expect(details.getByText('R135790M', { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: '+65 8765 4321' })).toHaveAttribute('href', 'tel:+6587654321');
  await visitor.close();
});
