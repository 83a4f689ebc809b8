import { expect, test } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '@app/contracts';
import { readableMail } from '../../services/core/src/testing/smtp-sink';
import { signInThroughApi, STAFF } from '../support/accounts';
import { findSubscriber, sendEnquiry, subscribeInFooter } from '../support/inbox-flows';
import { mailSinkForThisFile } from '../support/mail-sink';
import { openPage } from '../support/public-pages';

const mails = mailSinkForThisFile([STAFF.content_manager]);

/** The text of the first mail the sink received for this address, once it has arrived. */
async function mailTo(address: string): Promise<string> {
  await expect.poll(() => mails.sink.received.filter((mail) => mail.to.includes(`<${address}>`)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  return readableMail(mails.sink.received.find((mail) => mail.to.includes(`<${address}>`))!);
}

test('a content manager e-mails a reply from the inbox; the visitor receives it and the enquiry is Replied', async ({ page, context }) => {
  const visitor = { name: 'Daniel Ong', email: `daniel.${Date.now().toString(36)}@example.sg`, phone: '8123 4567' };
  await sendEnquiry(page, visitor);
  expect(await mailTo('enquiries@harbourline.localhost')).toContain(`New enquiry from ${visitor.name}`);

  await context.clearCookies();
  await signInThroughApi(page, STAFF.content_manager);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(visitor.email)}`);
  await page
    .getByRole('row', { name: new RegExp(visitor.name) })
    .getByRole('link', { name: visitor.name })
    .click();
  await expect(page.getByText(/^Sent to staff on /)).toBeVisible();

  const replyForm = page.getByRole('form', { name: `Reply to ${visitor.name}` });
  await replyForm.getByRole('textbox', { name: 'Subject' }).fill('Managing your co-living house in Serangoon');
  await replyForm.getByRole('textbox', { name: 'Reply' }).fill('Dear Daniel, thank you. Our co-living team will call you tomorrow at 11:00.');
  await replyForm.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Replied by e-mail: Managing your co-living house in Serangoon')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('replied');

  const reply = await mailTo(visitor.email);
  expect(reply).toContain('Subject: Managing your co-living house in Serangoon');
  expect(reply).toContain('Our co-living team will call you tomorrow at 11:00.');
  expect(reply).toContain('> Please manage the co-living house I am buying in Serangoon.');
  await page.reload();
  await expect(page.getByText('E-mail sent')).toBeVisible();
});

test('with mail configured a subscriber confirms through the link in the e-mail, and staff see the address confirmed', async ({ page, context }) => {
  const reader = `confirmed.${Date.now().toString(36)}@example.sg`;
  await subscribeInFooter(page, reader);
  await expect(page.getByText('Please check your inbox')).toBeVisible();

  const link = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(await mailTo(reader))?.[1];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);
  await openPage(page, pathname + search);
  await page.getByRole('button', { name: 'Confirm Subscription' }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();

  await context.clearCookies();
  await signInThroughApi(page, STAFF.content_manager);
  await expect(await findSubscriber(page, reader)).toContainText('Confirmed');
});
