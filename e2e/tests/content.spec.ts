import { expect, test, type Locator, type Page } from '@playwright/test';
import { NO_AI_PROVIDER_MESSAGE, type AdminBlogItem, type AdminBlogPage, type ContentDraft } from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';
import { readyImage } from '../support/media';

// The stack runs with no AI provider configured, so drafts come from the built-in template writer.

/** A toast. While a modal dialog is open, the toast region is outside it and hidden from the accessibility tree. */
function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Creates a draft through the API, as another member of staff would have. */
async function draftThroughApi(page: Page, draft: Partial<ContentDraft>): Promise<ContentDraft> {
  const response = await page.request.post('/api/admin/content-drafts', {
    data: {
      content: '<p>Tenants in Singapore compare listings on their phones first.</p>',
      author: 'Mei Tan',
      contentType: 'blog',
      tags: ['Property'],
      ...draft,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ContentDraft;
}

async function slugOfDraft(page: Page, draftId: string): Promise<string> {
  const draft = (await (await page.request.get(`/api/admin/content-drafts/${draftId}`)).json()) as ContentDraft;
  const { items } = (await (await page.request.get('/api/admin/blog', { params: { q: draft.title } })).json()) as AdminBlogPage;
  const post = items.find((item) => item.id === draft.publishedPostId);
  expect(post, 'the draft has a published post').toBeDefined();
  return (post as AdminBlogItem).slug;
}

/** The number under a dashboard counter. */
function counter(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function counterValue(page: Page, label: string): Promise<number> {
  await expect(counter(page, label)).toHaveText(/^[\d,]+$/);
  return Number((await counter(page, label).textContent())?.replace(/,/g, ''));
}

async function pickImage(page: Page, pickerLabel: string, imageTitle: string) {
  await page.getByRole('button', { name: pickerLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: pickerLabel });
  await dialog.getByRole('searchbox', { name: 'Search media files' }).fill(imageTitle);
  await dialog.getByRole('button', { name: `Choose ${imageTitle}` }).click();
  await expect(dialog).toBeHidden();
}

async function setStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label });
}

test.beforeEach(async ({ page }) => signInThroughApi(page, OWNER));

test('a generated draft is illustrated, approved and published, and the dashboard counts it', async ({ page }) => {
  const image = await readyImage(page, unique('Marina Bay skyline'));
  const title = unique('Asset progression for HDB upgraders');
  await page.goto('/admin');
  const publishedBefore = await counterValue(page, 'Published Posts');

  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'AI Generate' }).click();
  const generate = page.getByRole('dialog', { name: 'Generate Content with AI' });
  await expect(generate.getByText(NO_AI_PROVIDER_MESSAGE)).toBeVisible();
  await generate.getByLabel('Content type').selectOption({ label: 'Blog Post' });
  await generate.getByRole('button', { name: 'Generate' }).click();

  await expect(page).toHaveURL(/\/admin\/content\/edit\/[^/]+$/, { timeout: 30_000 });
  await expect(notice(page, 'Content generated')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await pickImage(page, 'Choose featured image', image.title as string);
  await expect(page.getByRole('img', { name: 'Chosen featured image' })).toHaveAttribute('src', image.url as string);
  await pickImage(page, 'Choose listing image', image.title as string);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await pickImage(page, 'Insert Media', image.title as string);
  await expect(page.getByRole('textbox', { name: 'Content' }).getByRole('img', { name: image.title as string })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await setStatus(page, 'Approved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(notice(page, 'Content published')).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`img[src*="${image.id}"]`).first()).toBeVisible();
  const hero = page.getByRole('article', { name: title }).locator('img[alt=""]').first();
  await expect(hero).toHaveAttribute('srcset', image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '));
  await expect(hero).toHaveAttribute('srcset', /\.webp \d+w/);
  await expect(hero).toHaveAttribute('width', String(image.width));

  await page.goto('/admin');
  await expect.poll(() => counterValue(page, 'Published Posts')).toBe(publishedBefore + 1);
});

test('Update Blog Post asks for a publish first, then pushes the draft to its live post', async ({ page }) => {
  const draft = await draftThroughApi(page, { title: unique('Renting out a condominium'), status: 'approved' });
  await page.goto(`/admin/content/edit/${draft.id}`);

  await page.getByRole('button', { name: 'Update Blog Post' }).click();
  await expect(notice(page, 'Blog Post Not Published Yet')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(notice(page, 'Content published')).toBeVisible();
  const updatedTitle = unique('Renting out a condominium: the 2026 checklist');
  await page.getByRole('textbox', { name: 'Title' }).fill(updatedTitle);
  await page.getByRole('button', { name: 'Update Blog Post' }).click();
  await expect(notice(page, 'Blog Post Updated')).toBeVisible();

  await page.goto(`/blog/${await slugOfDraft(page, draft.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: updatedTitle })).toBeVisible();
});

test('the editor applies its rules with their messages', async ({ page }) => {
  await page.goto('/admin/content/new');
  const save = page.getByRole('button', { name: 'Save' });

  await expect(save).toBeDisabled();
  // Without an author the draft is not valid, so no autosave makes it before the Save below.
  await page.getByRole('textbox', { name: 'Author' }).fill('');
  await page.getByRole('textbox', { name: 'Title' }).fill(unique('Maintenance for landlords'));
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('A quarterly walk-through saves on repairs.');
  await expect(save).toBeEnabled();

  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('button', { name: 'Maintenance' }).click();
  await tags.getByRole('button', { name: 'Property Management' }).click();
  await tags.getByRole('button', { name: 'Wealth' }).click();
  await expect(notice(page, 'Maximum Tags Reached')).toBeVisible();
  await expect(tags.getByRole('button', { name: 'Wealth' })).toHaveAttribute('aria-pressed', 'false');

  await save.click();
  await expect(notice(page, 'Author Required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/new$/);

  await expect(page.getByRole('button', { name: 'Update Blog Post' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await setStatus(page, 'Scheduled');
  await expect(page.getByLabel(/^Publish at/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Author' }).fill('Mei Tan');
  await setStatus(page, 'In Review');
  await save.click();
  await expect(notice(page, 'Success')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/edit\/[^/]+$/);
});

test('a blog post is deleted only after confirmation', async ({ page }) => {
  const draft = await draftThroughApi(page, { title: unique('Co-living house rules that work'), status: 'approved' });
  expect((await page.request.post(`/api/admin/content-drafts/${draft.id}/publish`)).status()).toBe(200);
  await page.goto('/admin/content');
  const row = page.getByRole('row', { name: new RegExp(draft.title) });

  await row.getByRole('button', { name: `Delete ${draft.title}` }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();

  await expect(notice(page, 'Blog post deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  const { items } = (await (await page.request.get('/api/admin/blog', { params: { q: draft.title } })).json()) as AdminBlogPage;
  expect(items.map((post) => post.title)).not.toContain(draft.title);
});

test('the editor stays usable when the media library cannot load, and Retry loads it', async ({ page }) => {
  await page.route('**/mfe/mfe-admin-media/**', (route) => route.abort());
  await page.goto('/admin/content/new');

  const retry = page.getByRole('button', { name: 'Retry: Choose featured image' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeEditable();
  await page.unroute('**/mfe/mfe-admin-media/**');
  await retry.click();

  await expect(page.getByRole('button', { name: 'Choose featured image', exact: true })).toBeEnabled();
});
