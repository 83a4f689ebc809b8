import { expect, test, type Page } from '@playwright/test';
import { CONSENT_TEXT, type ContactEnquiry, NEWSLETTER_MESSAGES } from '@app/contracts';
import { expectHydrated, isHydrated } from '../support/page-scripts';

/**
 * Holds back mfe-public's remote entry, so the page stays server-rendered markup without its script (a phone on a
 * slow network) until the returned function lets it load.
 */
async function holdPublicSiteScript(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/mfe/mfe-public/remoteEntry.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what a visitor types on /contact before the form has hydrated is kept, and sent by the hydrated form', async ({ page }) => {
  const release = await holdPublicSiteScript(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send Message' });
  // Never disabled while waiting for JavaScript: a tap now would post the form natively (see before-hydration.spec.ts).
  await expect(send).toBeEnabled();
  await expect(send).not.toHaveAttribute('aria-busy', 'true');

  await form.getByRole('textbox', { name: 'Name' }).fill('Farah Ismail');
  await form.getByRole('textbox', { name: 'Email' }).fill('farah.ismail@example.com');
  await form.getByRole('combobox', { name: 'Service' }).selectOption('tenant-placement');
  await form.getByRole('textbox', { name: 'Message' }).fill('I need tenants for my three-room flat in Bishan from March.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
  expect(await isHydrated(page, 'contact-form')).toBe(false);

  release();
  // Focus is in the form, so it hydrates as soon as the scripts have loaded; hydration keeps what was typed.
  await expectHydrated(page, 'contact-form');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Farah Ismail');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact');
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
  await send.click();
  expect((await sent).postDataJSON() as ContactEnquiry).toMatchObject({
    name: 'Farah Ismail',
    email: 'farah.ismail@example.com',
    service: 'tenant-placement',
    message: 'I need tenants for my three-room flat in Bishan from March.',
    consent: true,
  });
  expect((await answered).status()).toBe(201);
  await expect(page.getByText('Message sent successfully', { exact: true })).toBeVisible();
});

test('the footer newsletter form keeps an address typed before the page has hydrated', async ({ page }) => {
  const release = await holdPublicSiteScript(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter subscription' });
  const subscribe = form.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeEnabled();
  const email = `early-${Date.now().toString(36)}@example.com`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);

  release();
  await expectHydrated(page, 'newsletter-footer');
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/newsletter/subscribe');
  await subscribe.click();
  expect((await sent).postDataJSON()).toMatchObject({ email });
  await expect(page.getByText('Subscribed to newsletter', { exact: true })).toBeVisible();
});

test("a newsletter link page's button works before it has hydrated, and once hydrated answers in place", async ({ page }) => {
  const release = await holdPublicSiteScript(page);
  await page.goto('/newsletter/confirm?token=not-a-signed-token', { waitUntil: 'commit' });
  const confirm = page.getByRole('main').getByRole('button', { name: 'Confirm Subscription' });
  await expect(confirm).toBeEnabled();
  await expect(confirm).not.toHaveAttribute('aria-busy', 'true');

  release();
  await expectHydrated(page, 'newsletter-link-action');
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/newsletter/confirm');
  await confirm.click();
  expect((await sent).postDataJSON()).toEqual({ token: 'not-a-signed-token' });
  await expect(page.getByRole('main').getByRole('alert')).toContainText(NEWSLETTER_MESSAGES.invalidConfirmation);
  expect(new URL(page.url()).search).toBe('?token=not-a-signed-token');
});
