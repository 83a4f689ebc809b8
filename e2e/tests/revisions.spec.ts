import { expect, test, type Page } from '@playwright/test';
import type { ContentDraft, ContentDraftPage, ContentRevisionPage } from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';

// The stack runs with no AI provider: Enhance tidies the text, and the words typed before it make the difference.

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

async function draftThroughApi(page: Page, title: string): Promise<ContentDraft> {
  const response = await page.request.post('/api/admin/content-drafts', {
    data: { title, content: '<p>Check the minimum occupation period first .</p>', author: 'Mei Tan', contentType: 'blog', tags: ['HDB'] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ContentDraft;
}

/** Why each revision on the newest page of a draft's history was made, newest first. */
async function revisionSources(page: Page, draftId: string): Promise<string[]> {
  const history = (await (await page.request.get(`/api/admin/content-drafts/${draftId}/revisions`)).json()) as ContentRevisionPage;
  return history.items.map((revision) => revision.source);
}

async function openEditor(page: Page, draft: ContentDraft) {
  await page.goto(`/admin/content/edit/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Content' })).toBeVisible();
}

test('an AI enhancement is kept as a revision; the history shows the difference and restores the text before it', async ({ page }) => {
  await signInThroughApi(page, OWNER);
  const draft = await draftThroughApi(page, unique('Renting out your HDB flat'));
  await openEditor(page, draft);

  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Then ask us for a rental valuation.');
  await page.getByRole('button', { name: 'Enhance with AI' }).click();
  const enhance = page.getByRole('dialog', { name: 'Enhance with AI' });
  await enhance.getByRole('button', { name: 'Enhance' }).click();
  await enhance.getByRole('button', { name: 'Apply' }).click();
  await expect(content).toContainText('first. Then ask us for a rental valuation.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Success')).toBeVisible();

  // An autosave may have come between the typing and the enhancement: compare with the first save, wherever it is.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Revision history' });
  const revisions = history.getByRole('list', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem').first()).toContainText('AI enhanced');
  const compare = history.getByRole('combobox', { name: 'Compare' });
  await compare.selectOption({ label: (await compare.locator('option', { hasText: /^Saved/ }).textContent()) ?? '' });
  await expect(history.getByRole('region', { name: 'Differences' }).locator('ins')).toContainText(['rental valuation']);
  const kept = await revisions.getByRole('listitem').count();

  await revisions.getByRole('button', { name: /^Restore Saved/ }).click();
  await expect(notice(page, 'Revision restored')).toBeVisible();
  await expect(content).not.toContainText('rental valuation');
  await expect(content).toContainText('Check the minimum occupation period first');

  await page.getByRole('button', { name: 'History' }).click();
  await expect(revisions.getByRole('listitem')).toHaveCount(kept + 1);
  await expect(revisions.getByRole('listitem').first()).toContainText('Restored');
});

test('two people saving one draft: the second gets the conflict dialog and nothing is overwritten silently', async ({ browser }) => {
  const [mei, ahmad] = [await browser.newPage(), await browser.newPage()];
  await signInThroughApi(mei, OWNER);
  await signInThroughApi(ahmad, OWNER);
  const draft = await draftThroughApi(mei, unique('Co-living house rules'));
  await openEditor(mei, draft);
  await openEditor(ahmad, draft);

  await ahmad.getByRole('textbox', { name: 'Title' }).fill('Co-living house rules, by Ahmad');
  await ahmad.getByRole('button', { name: 'Save' }).click();
  await expect(notice(ahmad, 'Success')).toBeVisible();

  await mei.getByRole('textbox', { name: 'Title' }).fill('Co-living house rules, by Mei');
  await mei.getByRole('button', { name: 'Save' }).click();
  const conflict = mei.getByRole('dialog', { name: 'This draft was changed by someone else' });
  await expect(conflict.getByRole('region', { name: 'Their saved version' })).toContainText('Co-living house rules, by Ahmad');
  await expect(conflict.getByRole('region', { name: 'Your version' })).toContainText('Co-living house rules, by Mei');
  const differences = conflict.getByRole('region', { name: 'Differences from the saved version to yours' });
  await expect(differences.locator('del')).toContainText(['Ahmad']);
  await expect(differences.locator('ins')).toContainText(['Mei']);
  const stored = (await (await mei.request.get(`/api/admin/content-drafts/${draft.id}`)).json()) as ContentDraft;
  expect(stored.title).toBe('Co-living house rules, by Ahmad');

  await conflict.getByRole('button', { name: 'Keep mine and merge by hand' }).click();
  await mei.getByRole('textbox', { name: 'Title' }).fill('Co-living house rules, by Mei and Ahmad');
  await mei.getByRole('button', { name: 'Save' }).click();
  await expect(notice(mei, 'Success')).toBeVisible();
  const merged = (await (await mei.request.get(`/api/admin/content-drafts/${draft.id}`)).json()) as ContentDraft;
  expect(merged.title).toBe('Co-living house rules, by Mei and Ahmad');
});

test('the editor autosaves a few seconds after typing stops, and consecutive autosaves are one revision', async ({ page }) => {
  await signInThroughApi(page, OWNER);
  const draft = await draftThroughApi(page, unique('Maintenance checklist'));
  await openEditor(page, draft);
  const sources = () => revisionSources(page, draft.id);

  await page.getByRole('textbox', { name: 'Title' }).fill('Maintenance checklist for landlords');
  await expect.poll(sources, { timeout: 15_000 }).toEqual(['autosave', 'manual']);
  await page.getByRole('textbox', { name: 'Title' }).fill('Maintenance checklist for HDB landlords');
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/content-drafts/${draft.id}`)).json()) as ContentDraft).title, { timeout: 15_000 })
    .toBe('Maintenance checklist for HDB landlords');
  expect(await sources()).toEqual(['autosave', 'manual']);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Success')).toBeVisible();
});

test('a new draft is autosaved without Save, as one draft, and its editor moves to the edit route with what is typed', async ({ page }) => {
  await signInThroughApi(page, OWNER);
  const title = unique('Tenancy renewal checklist');
  await page.goto('/admin/content/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Content' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Renew two months before the lease ends.');

  await expect(page).toHaveURL(/\/admin\/content\/edit\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Content' })).toBeVisible();
  // The same editor, still focused: typing goes on where it was.
  await page.keyboard.type(' Agree on the rent first.');
  await expect(content).toContainText('Renew two months before the lease ends. Agree on the rent first.');

  const id = new URL(page.url()).pathname.split('/').pop() as string;
  const stored = async () => ((await (await page.request.get(`/api/admin/content-drafts/${id}`)).json()) as ContentDraft).content;
  await expect.poll(stored, { timeout: 15_000 }).toContain('Agree on the rent first.');
  expect(await revisionSources(page, id)).toEqual(['autosave']);
  const drafts = (await (await page.request.get('/api/admin/content-drafts', { params: { q: title } })).json()) as ContentDraftPage;
  expect(drafts.items.filter((draft) => draft.title === title)).toHaveLength(1);
});
