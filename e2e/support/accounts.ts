import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Role } from '@app/contracts';

export interface Account {
  username: string;
  email: string;
  password: string;
  role: Role;
}

/** The first super admin, created at start from ADMIN_EMAIL and ADMIN_PASSWORD (see start-test-stack.mjs). */
export const OWNER: Account = {
  username: 'admin',
  email: 'owner@harbourline.sg',
  password: 'Marina-Bay-Owner-2026',
  role: 'super_admin',
};

export const STAFF: Record<'admin' | 'content_manager', Account> = {
  admin: { username: 'ahmad', email: 'ahmad@harbourline.sg', password: 'Tanjong-Pagar-2026', role: 'admin' },
  content_manager: { username: 'mei', email: 'mei@harbourline.sg', password: 'Tiong-Bahru-2026', role: 'content_manager' },
};

/** Signs the page's browser context in through the API: for tests whose subject is not the login form. */
export async function signInThroughApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A page in a browser context of its own, signed in as `account` (someone else, or the same person on another device); close it with `page.context().close()`. */
export async function pageSignedInElsewhere(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, account);
  return page;
}

/** Creates `accounts` as the owner, skipping any that already exist from an earlier test in this run. */
export async function ensureAccounts(baseURL: string, accounts: Account[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    await signInOwner(api);
    for (const account of accounts) {
      const response = await api.post('/api/admin/users', { data: { ...account, isActive: true } });
      expect([201, 409], await response.text()).toContain(response.status());
    }
  } finally {
    await api.dispose();
  }
}

async function signInOwner(api: APIRequestContext): Promise<void> {
  const response = await api.post('/api/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  expect(response.status(), await response.text()).toBe(200);
}
