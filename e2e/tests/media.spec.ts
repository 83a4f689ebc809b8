import { expect, test, type Page } from '@playwright/test';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';
import type { MediaPage } from '@app/contracts';
import { TEXT_FILE, largeJpeg, phonePhoto, pngImage } from '../fixtures/media/test-images';

const MEDIA_API = '/api/admin/media';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [STAFF.content_manager]));

/** A toast. While a modal dialog is open, the toast region is outside it and hidden from the accessibility tree. */
function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

async function openLibrary(page: Page) {
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
}

/** The library's first page of up to 100 items, as the API answers it. */
async function firstPage(page: Page): Promise<MediaPage> {
  return (await (await page.request.get(MEDIA_API, { params: { pageSize: 100 } })).json()) as MediaPage;
}

/** Every test starts from an empty library. */
async function emptyLibrary(page: Page) {
  for (let listed = await firstPage(page); listed.items.length > 0; listed = await firstPage(page)) {
    for (const item of listed.items) expect((await page.request.delete(`${MEDIA_API}/${item.id}`)).status()).toBe(200);
  }
}

async function uploadThroughPage(page: Page, files: Awaited<ReturnType<typeof pngImage>>[], fields: { title?: string; tags?: string } = {}) {
  await page.getByRole('tab', { name: 'Upload Media' }).click();
  await page.getByLabel('Choose images').setInputFiles(files);
  const dialog = page.getByRole('dialog', { name: `Upload ${files.length} ${files.length === 1 ? 'file' : 'files'}` });
  if (fields.title) await dialog.getByLabel('Title').fill(fields.title);
  if (fields.tags) await dialog.getByLabel('Tags').fill(fields.tags);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const uploaded = page.getByRole('region', { name: 'Uploaded files' });
  for (const file of files) {
    await expect(uploaded.getByRole('listitem').filter({ hasText: file.name }).getByText('Ready')).toBeVisible({ timeout: 20_000 });
  }
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page, STAFF.content_manager);
  await emptyLibrary(page);
});

test('an empty library says so, and an upload shows real progress, then each file until it is ready', async ({ page }) => {
  await openLibrary(page);
  await expect(page.getByRole('heading', { name: 'No media files have been uploaded yet' })).toBeVisible();
  await expect(page.getByText('Upload some media files to get started')).toBeVisible();

  await page.getByRole('tab', { name: 'Upload Media' }).click();
  await expect(page.getByRole('heading', { name: 'Upload Media Files' })).toBeVisible();
  await page.getByLabel('Choose images').setInputFiles([await largeJpeg('penthouse-living-room.jpg'), await phonePhoto('IMG_2041.jpg')]);
  const dialog = page.getByRole('dialog', { name: 'Upload 2 files' });
  await expect(dialog.getByText('penthouse-living-room.jpg')).toBeVisible();

  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  const seen = new Set<number>();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => {
      seen.add(Number((await progress.getAttribute('aria-valuenow').catch(() => null)) ?? 100));
      return [...seen].some((percent) => percent > 0 && percent < 100);
    })
    .toBe(true);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(notice(page, 'Upload successful')).toBeVisible();
  const uploaded = page.getByRole('region', { name: 'Uploaded files' });
  await expect(uploaded.getByText('Ready')).toHaveCount(2, { timeout: 20_000 });

  await page.getByRole('tab', { name: 'Media Library' }).click();
  await page.getByRole('button', { name: 'IMG_2041.jpg', exact: true }).click();
  const details = page.getByRole('complementary', { name: 'Media details' });
  await expect(details.getByRole('term').filter({ hasText: 'Dimensions' }).locator('+ dd')).toHaveText('900 × 1200');
  await expect(details.getByRole('term').filter({ hasText: 'Usage' }).locator('+ dd')).toHaveText('0');
});

test('refuses a file that is not an image before sending it', async ({ page }) => {
  await openLibrary(page);
  await page.getByRole('tab', { name: 'Upload Media' }).click();
  await page.getByLabel('Choose images').setInputFiles([TEXT_FILE]);

  await expect(notice(page, 'Invalid file type')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('searches, filters, and switches between grid and list', async ({ page }) => {
  await openLibrary(page);
  await uploadThroughPage(page, [await pngImage('marina-view.png')], { title: 'Marina view', tags: 'property, featured' });
  await uploadThroughPage(page, [await pngImage('hdb-upgrade.png')], { tags: 'blog' });
  await page.getByRole('tab', { name: 'Media Library' }).click();
  const grid = page.getByRole('list', { name: 'Media files' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(2);

  const search = page.getByRole('searchbox', { name: 'Search media files' });
  await search.fill('MARINA');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('button', { name: 'Marina view', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitem', { name: 'Blog content' }).click();
  await expect(search).toHaveValue('blog');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('button', { name: 'hdb-upgrade.png', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('menuitem', { name: 'Images' }).click();
  await expect(search).toHaveValue('image/');
  await expect(cards).toHaveCount(2);

  await expect(page).toHaveURL(/\/admin\/media\?q=image%2F$/);
  await page.reload();
  await expect(search).toHaveValue('image/');
  await expect(cards).toHaveCount(2);

  await search.fill('penthouse');
  await expect(page.getByRole('heading', { name: 'No media files match your search' })).toBeVisible();
  await expect(page.getByText('Try different search terms or clear the search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('columnheader')).toHaveText(['Media', 'File name', 'Size', 'Date', 'Actions']);
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(cards).toHaveCount(2);
});

test('shows 24 items a page, newest first, with the page in the address', async ({ page }) => {
  for (let batch = 0; batch < 3; batch += 1) {
    const files = await Promise.all(
      Array.from({ length: batch < 2 ? 10 : 5 }, (_, index) => pngImage(`unit-${String(batch * 10 + index + 1).padStart(2, '0')}.png`)),
    );
    const multipart = new FormData();
    for (const file of files) multipart.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    expect((await page.request.post(MEDIA_API, { multipart })).status()).toBe(201);
  }
  await openLibrary(page);
  const cards = page.getByRole('list', { name: 'Media files' }).getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('1–24 of 25 · Page 1 of 2');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/media\?page=2$/);
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('25–25 of 25 · Page 2 of 2');
});

test('edits the details of an item', async ({ page }) => {
  await openLibrary(page);
  await uploadThroughPage(page, [await pngImage('lobby.png')]);
  await page.getByRole('tab', { name: 'Media Library' }).click();

  await page.getByRole('button', { name: 'Actions for lobby.png' }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const details = page.getByRole('complementary', { name: 'Media details' });
  await expect(details.getByLabel('Title')).toBeFocused();
  await details.getByLabel('Title').fill('  Grand lobby ');
  await details.getByLabel('Caption').fill('The lobby of a condominium in River Valley');
  await details.getByLabel('Tags').fill('property, , featured ');
  await details.getByRole('button', { name: 'Update details' }).click();

  await expect(notice(page, 'Media updated')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Grand lobby' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Grand lobby', exact: true }).click();
  await expect(details.getByLabel('Tags')).toHaveValue('property, featured');
  await expect(details.getByLabel('Caption')).toHaveValue('The lobby of a condominium in River Valley');
});

test('copies the URL of an item, which serves a WebP that is never sniffed', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLibrary(page);
  await uploadThroughPage(page, [await pngImage('pool.png', 700, 500)]);
  await page.getByRole('tab', { name: 'Media Library' }).click();

  await page.getByRole('button', { name: 'Actions for pool.png' }).click();
  await page.getByRole('menuitem', { name: 'Copy URL' }).click();

  await expect(notice(page, 'URL copied')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${baseURL}/media/[0-9a-f-]{36}/700\\.webp$`));
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' });
});

test('deletes an item after confirmation; its URL then answers 404', async ({ page }) => {
  await openLibrary(page);
  await uploadThroughPage(page, [await pngImage('old-brochure.png')]);
  await page.getByRole('tab', { name: 'Media Library' }).click();
  const [item] = (await firstPage(page)).items;
  if (!item?.url) throw new Error('The media library lists no ready item');

  await page.getByRole('button', { name: 'old-brochure.png', exact: true }).click();
  await page.getByRole('complementary', { name: 'Media details' }).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('This action cannot be undone. This will permanently delete the media file from the server.');
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(notice(page, 'Media deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No media files have been uploaded yet' })).toBeVisible();
  expect((await page.request.get(item.url)).status()).toBe(404);
});
