import { expect, type Page, test } from '@playwright/test';
import { readableMail } from '../../services/core/src/testing/smtp-sink';
import { signInThroughApi, STAFF } from '../support/accounts';
import { mailSinkForThisFile } from '../support/mail-sink';

const mails = mailSinkForThisFile([STAFF.content_manager, STAFF.admin]);

const mailsTo = (address: string, subject: string) => mails.sink.received.filter((mail) => mail.to.includes(`<${address}>`) && mail.raw.includes(subject));

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
  test.setTimeout(120_000);
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
  const confirm = page.getByRole('dialog', { name: 'Send this campaign now?' });
  const recipients = Number(/(\d+) subscribers? confirmed now/.exec((await confirm.getByText(/confirmed now/).textContent()) ?? '')?.[1]);
  expect(recipients).toBeGreaterThanOrEqual(readers.length);
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText('Now');
  await confirm.getByRole('button', { name: `Send to ${recipients} subscribers` }).click();
  await expect(row).toContainText('Sent', { timeout: 60_000 });
  await expect(row.getByRole('progressbar', { name: `Progress of ${title}` })).toHaveAttribute('aria-valuetext', `${recipients} of ${recipients} mails done`);
  const cells = row.getByRole('cell');
  await expect(cells.nth(3)).toHaveText('0');
  const sent = Number(await cells.nth(4).textContent());
  expect(sent).toBeGreaterThanOrEqual(readers.length);
  for (const reader of readers) {
    await expect.poll(() => mailsTo(reader, `Subject: ${title}`).length, { timeout: 20_000 }).toBe(1);
    expect(readableMail(mailsTo(reader, `Subject: ${title}`)[0]!)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  }

  // The same newsletter made into a second campaign: scheduling it asks for a second, explicit confirmation.
  await page.getByRole('combobox', { name: 'Approved newsletter draft' }).selectOption({ label: title });
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const again = page.getByRole('row', { name: new RegExp(title) }).filter({ hasText: 'Draft' });
  await again.getByLabel(`Send time for ${title} (Singapore time)`).fill('2030-01-15T09:30');
  await again.getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule this campaign?' });
  await expect(schedule).toContainText('15 Jan 2030, 9:30 am (Singapore time)');
  await expect(schedule).toContainText('This newsletter already went out on');
  const scheduleButton = schedule.getByRole('button', { name: /^Schedule for \d+ subscribers?$/ });
  await expect(scheduleButton).toBeDisabled();
  await schedule.getByRole('checkbox', { name: 'Yes, send it to subscribers again' }).check();
  await scheduleButton.click();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) }).filter({ hasText: 'Scheduled' })).toBeVisible();
});
