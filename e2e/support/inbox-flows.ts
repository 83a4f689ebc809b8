import { expect, type Page } from '@playwright/test';
import { CONSENT_TEXT, MARKETING_CONSENT_TEXTS, type MarketingChannel } from '@app/contracts';
import { expectHydrated } from './page-scripts';
import { openPage } from './public-pages';

/** `marketing`: the channels whose optional marketing box the visitor ticks (none by default). */
export type Visitor = { name: string; email: string; phone: string; marketing?: MarketingChannel[] };

/** A visitor's enquiry about co-living management, sent through the form on /contact. */
export async function sendEnquiry(page: Page, visitor: Visitor) {
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(visitor.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(visitor.phone);
  await form.getByRole('combobox', { name: 'Service' }).selectOption('co-living');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please manage the co-living house I am buying in Serangoon.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
  for (const channel of visitor.marketing ?? []) await form.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS[channel] }).check();
  // The hydrated form sends JSON and shows its notice; focused, it hydrates at once.
  await expectHydrated(page, 'contact-form');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully', { exact: true })).toBeVisible();
}

/** A visitor subscribes to the newsletter with the form in the footer of /about. */
export async function subscribeInFooter(page: Page, email: string) {
  await openPage(page, '/about');
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter subscription' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await expectHydrated(page, 'newsletter-footer');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed to newsletter', { exact: true })).toBeVisible();
}

/** The signed-in staff member searches the inbox's newsletter subscribers for this address; its row. */
export async function findSubscriber(page: Page, email: string) {
  await page.goto('/admin/inbox');
  await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Newsletter subscribers' }).click();
  await page.getByRole('searchbox', { name: 'Search e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  return page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
}
