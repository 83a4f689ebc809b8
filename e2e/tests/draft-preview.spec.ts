import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { type ContentDraft, type CreatedPreviewLink, PREVIEW_LINK_MESSAGES, draftPreviewPath } from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

const draftFields = (title: string, content: string) => ({ title, content, author: 'Mei Tan', contentType: 'blog', tags: ['Leasing'], status: 'draft' });

async function draftThroughApi(api: APIRequestContext, title: string, content: string): Promise<ContentDraft> {
  const response = await api.post('/api/admin/content-drafts', { data: draftFields(title, content) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ContentDraft;
}

async function shareThroughApi(api: APIRequestContext, draft: ContentDraft): Promise<CreatedPreviewLink> {
  const response = await api.post(`/api/admin/content-drafts/${draft.id}/preview-links`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedPreviewLink;
}

/** A browser context with no session: someone outside the panel who was sent the link. */
async function signedOutPage(browser: Browser, baseURL: string | undefined, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...options });
  return context.newPage();
}

test('the preview page is rendered on the server, never stored nor indexed, and shows the draft as it is now', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, OWNER);
  const title = unique('Tenancy renewals in District 15');
  const draft = await draftThroughApi(page.request, title, '<p>Most tenants renew for a second year.</p>');
  const link = await shareThroughApi(page.request, draft);

  const visitor = await signedOutPage(browser, baseURL);
  const answer = await visitor.request.get(draftPreviewPath(link.token));
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['referrer-policy']).toBe('no-referrer');
  const html = await answer.text();
  expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('Most tenants renew for a second year.');
  expect(root).toContain('This draft is not published.');

  const edited = await page.request.put(`/api/admin/content-drafts/${draft.id}`, { data: draftFields(title, '<p>Most tenants renew for two more years.</p>') });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(await (await visitor.request.get(draftPreviewPath(link.token))).text()).toContain('Most tenants renew for two more years.');

  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(error.message));
  const dataRequests: string[] = [];
  visitor.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) dataRequests.push(request.url());
  });
  await visitor.goto(draftPreviewPath(link.token), { waitUntil: 'networkidle' });
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems, 'the page hydrates without an error or a mismatch').toEqual([]);
  expect(dataRequests, 'the browser does not fetch again what the server rendered').toEqual([]);

  const withoutScripts = await signedOutPage(browser, baseURL, { javaScriptEnabled: false });
  await withoutScripts.goto(draftPreviewPath(link.token));
  await expect(withoutScripts.getByRole('complementary', { name: 'Preview' })).toContainText('This draft is not published.');
  await expect(withoutScripts.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await withoutScripts.context().close();
  await visitor.context().close();
});

test('an unknown link answers a clear 404 page', async ({ page }) => {
  const answer = await page.goto(draftPreviewPath('not-a-link-we-gave'));
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeVisible();
  await expect(page.getByText(PREVIEW_LINK_MESSAGES.notFound)).toBeVisible();
});

test('staff preview a draft in the panel without making a link, share a link that opens signed out, and withdraw it', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, OWNER);
  const title = unique('Preparing a condominium for viewing');
  const draft = await draftThroughApi(page.request, title, '<p>Fix the small things before the first viewing.</p>');
  await page.goto(`/admin/content/edit/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Content' })).toBeVisible();

  // Preview shows staff the draft in the panel and makes no link: the only links are those made in Share.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(preview.getByText('Fix the small things before the first viewing.')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Share preview' }).click();
  const share = page.getByRole('dialog', { name: 'Share preview' });
  await expect(share.getByText('No preview links are open. Make one to share this draft.')).toBeVisible();
  await share.getByRole('button', { name: 'Make a new link' }).click();
  const links = share.getByRole('list', { name: 'Open preview links' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  const sharedUrl = await share.getByRole('textbox', { name: 'New link' }).inputValue();

  const visitor = await signedOutPage(browser, baseURL);
  await visitor.goto(sharedUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Fix the small things before the first viewing.')).toBeVisible();

  await links
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Withdraw/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw this preview link?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(confirm).toBeHidden();
  await expect(share.getByText('No preview links are open. Make one to share this draft.')).toBeVisible();

  const answer = await visitor.reload();
  expect(answer?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Preview unavailable' })).toBeVisible();
  await expect(visitor.getByText(PREVIEW_LINK_MESSAGES.revoked)).toBeVisible();
  await visitor.context().close();
});
