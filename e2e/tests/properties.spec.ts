import { expect, test, type Page } from '@playwright/test';
import { OWNER, signInThroughApi } from '../support/accounts';
import { LISTING_AGENT, listingAgentId } from '../support/listing-agent';
import { readyImage } from '../support/media';
import { expectHydrated } from '../support/page-scripts';
import { openPage } from '../support/public-pages';

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

async function addPhoto(page: Page, imageTitle: string) {
  await page.getByRole('button', { name: 'Add photo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add photo' });
  await dialog.getByRole('button', { name: `Choose ${imageTitle}` }).click();
  await expect(dialog).toBeHidden();
}

test('staff create a listing with photos; visitors find it on /properties, featured on the home page, and enquire about it', async ({ page, browser }) => {
  await signInThroughApi(page, OWNER);
  await listingAgentId(page.request);
  const [living, kitchen] = [await readyImage(page, unique('Living room')), await readyImage(page, unique('Kitchen'))];
  const title = unique('Garden Condo in Bishan');
  const district = unique('Bishan');

  await page.goto('/admin/content?tab=properties');
  await page.getByRole('link', { name: 'Add Listing' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'District' }).fill(district);
  await page.getByRole('textbox', { name: 'Address line' }).fill('Bishan Street 21');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Condominium' });
  await page.getByRole('spinbutton', { name: 'Bedrooms' }).fill('3');
  await page.getByRole('spinbutton', { name: 'Bathrooms' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Floor area (sq ft)' }).fill('1100');
  await page.getByRole('spinbutton', { name: 'Monthly rent (S$)' }).fill('4800');
  await page.getByRole('textbox', { name: 'Description' }).fill('A quiet garden-facing unit near Bishan MRT and Junction 8.');
  await page.getByRole('textbox', { name: 'Features' }).fill('Pool\nNear MRT');
  await page.getByRole('combobox', { name: 'Responsible agent' }).selectOption({ label: LISTING_AGENT.fullName });
  await addPhoto(page, living.title as string);
  await addPhoto(page, kitchen.title as string);
  await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await page.getByRole('checkbox', { name: 'Feature on the home page' }).check();
  await page.getByRole('button', { name: 'Save Listing' }).click();
  await expect(notice(page, 'Listing created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/properties\/edit\/[^/]+$/);
  await expect(page.getByRole('img', { name: 'Cover photo' })).toHaveAttribute('src', kitchen.thumbnailUrl as string);

  const visitor = await browser.newPage();
  await openPage(visitor, `/properties?district=${encodeURIComponent(district)}`);
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('S$4,800 / month')).toBeVisible();
  await card.getByRole('link', { name: title }).click();

  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${title}, photo 1 of 2` })).toHaveAttribute('srcset', new RegExp(`/media/${kitchen.id}/`));
  await expect(visitor.getByText('Condominium · 3 bedrooms · 2 bathrooms · 1,100 sq ft')).toBeVisible();
  const html = await (await visitor.request.get(visitor.url())).text();
  expect(html).toContain('"@type":"RealEstateListing"');
  expect(html).toContain(title);

  const enquiry = visitor.getByRole('region', { name: 'Enquire About This Property' });
  await expect(enquiry.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(`interested in "${title}" \\(HL-\\d+\\)`));
  await enquiry.getByRole('textbox', { name: 'Name' }).fill('Tan Mei Ling');
  await enquiry.getByRole('textbox', { name: 'Email' }).fill('mei.tan@example.com');
  await enquiry.getByRole('checkbox', { name: /^I consent to Harbourline/ }).check();
  await expectHydrated(visitor, 'contact-form');
  await enquiry.getByRole('button', { name: 'Send Message' }).click();
  await expect(notice(visitor, 'Message sent successfully')).toBeVisible();

  await openPage(visitor, '/');
  await expect(visitor.locator('#properties').getByRole('link', { name: title })).toBeVisible();
  await visitor.close();
});

test('a sold listing leaves /properties and its page answers 404', async ({ page }) => {
  await signInThroughApi(page, OWNER);
  const title = unique('Sold Walk-up in Tiong Bahru');
  const body = {
    title,
    district: unique('Tiong Bahru'),
    addressLine: 'Eng Hoon Street',
    type: 'hdb',
    bedrooms: 2,
    bathrooms: 1,
    floorAreaSqft: 800,
    askingPrice: 720000,
    description: 'A restored pre-war flat near the market.',
    status: 'available',
    agentId: await listingAgentId(page.request),
  };
  const created = await (await page.request.post('/api/admin/properties', { data: body })).json();
  await openPage(page, `/properties/${created.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  expect((await page.request.put(`/api/admin/properties/${created.id}`, { data: { ...body, status: 'sold' } })).status()).toBe(200);
  const response = await page.goto(`/properties/${created.slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
});
