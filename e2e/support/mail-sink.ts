import { type Browser, devices, expect, type Page, test } from '@playwright/test';
import { readableMail, type SmtpSink, startSmtpSink } from '../../services/core/src/testing/smtp-sink';
import { type Account, ensureAccounts, STAFF } from './accounts';
import { ownClientAddressHeaders } from './client-address';
import { SMTP_SINK_PORT } from './smtp-sink-port';

/** The mails the sink received for `address` whose text contains `text`. */
export const mailsIn = (sink: SmtpSink, address: string, text: string) =>
  sink.received.filter((mail) => mail.to.includes(`<${address}>`) && readableMail(mail).includes(text));

/** The single-use link of the last sign-in mail to `address` (once one has come), as a path of this site. */
export async function signInPathMailedTo(sink: SmtpSink, address: string): Promise<string> {
  await expect.poll(() => mailsIn(sink, address, 'sign-in link').length, { timeout: 30_000 }).toBeGreaterThan(0);
  const link = /(http\S+\/portal\/sign-in\?token=\S+)/.exec(readableMail(mailsIn(sink, address, 'sign-in link').at(-1)!))?.[1] ?? '';
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

/**
 * A page in a new phone context: a Pixel 7 (412 px wide, touch), where every step is a tap, with a client address of
 * its own (the portal's per-address sign-in limit then counts each phone apart).
 */
export async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return (await browser.newContext({ ...devices['Pixel 7'], baseURL, extraHTTPHeaders: ownClientAddressHeaders() })).newPage();
}

/**
 * The sink the stack of playwright.mail.config.ts sends its mail to, opened before this file's tests (with the `staff`
 * accounts made) and closed after them.
 */
export function mailSinkForThisFile(staff: Account[] = [STAFF.admin]) {
  let sink: SmtpSink;
  test.beforeAll(async ({ baseURL }) => {
    sink = await startSmtpSink(SMTP_SINK_PORT);
    if (staff.length > 0) await ensureAccounts(baseURL ?? '', staff);
  });
  test.afterAll(() => sink.close());
  return {
    get sink() {
      return sink;
    },
    mailsTo: (address: string, text: string) => mailsIn(sink, address, text),
    signInPath: (address: string) => signInPathMailedTo(sink, address),
    /** Opens the last sign-in link mailed to `address` on a phone. */
    signInOnPhone: async (browser: Browser, baseURL: string | undefined, address: string): Promise<Page> => {
      const path = await signInPathMailedTo(sink, address);
      const page = await phonePage(browser, baseURL);
      await page.goto(path);
      return page;
    },
  };
}
