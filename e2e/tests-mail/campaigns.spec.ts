import { expect, type Page, test } from '@playwright/test';
import { readableMail, startSmtpSink } from '../../services/core/src/testing/smtp-sink';
import { ensureAccounts, signInThroughApi, STAFF } from '../support/accounts';
import { SMTP_SINK_PORT } from '../support/smtp-sink-port';

// The stack of playwright.mail.config.ts sends its mail to this sink.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
test.beforeAll(async ({ baseURL }) => {
  sink = await startSmtpSink(SMTP_SINK_PORT);
  await ensureAccounts(baseURL ?? '', [STAFF.content_manager, STAFF.admin]);
});
test.afterAll(() => sink.close());

const mailsTo = (address: string, subject: string) => sink.received.filter((mail) => mail.to.includes(`<${address}>`) && mail.raw.includes(subject));

/** A reader who subscribed and confirmed through the link of the confirmation mail. */
async function confirmedReader(page: Page, email: string) {
  expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(201);
  await expect.poll(() => mailsTo(email, 'Please confirm').length, { timeout: 20_000 }).toBe(1);
  const token = new URL(/(http\S+\/newsletter\/confirm\?token=\S+)/.exec(readableMail(mailsTo(email, 'Please confirm')[0]!))?.[1] ?? '').searchParams.get(
    'token',
  );
  expect((await page.request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
}

test('a content manager prepares, previews and test-sends a campaign; an admin sends it and watches it reach every subscriber', async ({ page, context }) => {
  const run = Date.now().toString(36);
  const readers = [`campaign.reader.${run}.1@example.sg`, `campaign.reader.${run}.2@example.sg`];
  for (const reader of readers) await confirmedReader(page, reader);

  await signInThroughApi(page, STAFF.content_manager);
  const title = `Harbourline letter ${run}`;
  const draft = await page.request.post('/api/admin/content-drafts', {
    data: { title, content: '<p>What changed for landlords this month.</p>', author: '', contentType: 'newsletter', tags: [], status: 'approved' },
  });
  expect(draft.status(), await draft.text()).toBe(201);

  await page.goto('/admin/inbox');
  await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Campaigns' }).click();
  await page.getByRole('combobox', { name: 'Approved newsletter draft' }).selectOption({ label: title });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Draft');
  await expect(row.getByRole('button', { name: 'Send now' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Preview' }).click();
  await expect(page.frameLocator(`iframe[title="Mail preview: ${title}"]`).getByText('What changed for landlords this month.')).toBeVisible();
  await row.getByRole('button', { name: 'Send me a test' }).click();
  await expect(row.getByRole('status')).toContainText(STAFF.content_manager.email);
  await expect.poll(() => mailsTo(STAFF.content_manager.email, `[Test] ${title}`).length, { timeout: 20_000 }).toBe(1);

  await context.clearCookies();
  await signInThroughApi(page, STAFF.admin);
  await page.goto('/admin/inbox/campaigns');
  await row.getByRole('button', { name: 'Send now' }).click();
  await expect(row).toContainText('Sent', { timeout: 60_000 });
  const cells = row.getByRole('cell');
  await expect(cells.nth(3)).toHaveText('0');
  const sent = Number(await cells.nth(4).textContent());
  expect(sent).toBeGreaterThanOrEqual(readers.length);
  for (const reader of readers) {
    await expect.poll(() => mailsTo(reader, `Subject: ${title}`).length, { timeout: 20_000 }).toBe(1);
    expect(readableMail(mailsTo(reader, `Subject: ${title}`)[0]!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  }
});
