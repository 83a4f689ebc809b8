import { expect, test, type Page } from '@playwright/test';
import { type Account, ensureAccounts, OWNER, signInThroughApi, STAFF } from '../support/accounts';

const ROLES: Account[] = [OWNER, STAFF.admin, STAFF.content_manager];

test.beforeAll(async ({ baseURL }) => ensureAccounts(baseURL as string, [STAFF.admin, STAFF.content_manager]));

/** A toast. While a modal dialog is open, the toast region is outside it and hidden from the accessibility tree. */
function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('signing in and out', () => {
  for (const account of ROLES) {
    test(`a ${account.role} signs in, sees their sidebar and signs out`, async ({ page }) => {
      await signInWithForm(page, account.email, account.password);

      await expect(notice(page, 'Login successful')).toBeVisible();
      await expect(notice(page, `Welcome back, ${account.username}!`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Content' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Media' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(account.role === 'content_manager' ? 0 : 1);

      await sidebar.getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('a wrong password is refused with a notice, and the form stays', async ({ page }) => {
    await signInWithForm(page, STAFF.admin.email, 'not-the-password');

    await expect(notice(page, 'Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('a signed-out visitor is sent from an admin page to the login page', async ({ page }) => {
    // The notice shows for 200 ms before the redirect: the page records that it appeared.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes('Authentication required. Redirecting to login...')) sessionStorage.setItem('saw-auth-notice', 'yes');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/admin/users');

    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('saw-auth-notice'))).toBe('yes');
  });

  test('a signed-in user opening the login page goes to the dashboard', async ({ page }) => {
    await signInThroughApi(page, STAFF.admin);
    await page.goto('/auth');

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${STAFF.admin.username}` })).toBeVisible();
  });

  test('a content manager who opens User Management is sent to the dashboard', async ({ page }) => {
    await signInThroughApi(page, STAFF.content_manager);
    await page.goto('/admin/users');

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${STAFF.content_manager.username}` })).toBeVisible();
  });
});

test.describe('User Management', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, OWNER);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  });

  test('a super admin creates, edits, re-roles and deletes an account', async ({ page }) => {
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await create.getByLabel(/^Username/).fill('jun');
    await create.getByLabel(/^Email/).fill('jun@harbourline.sg');
    await create.getByLabel(/^Password/).fill('Clementi-Heights-2026');
    await create.getByLabel(/^Confirm Password/).fill('Clementi-Heights-2027');
    await create.getByLabel(/^Role/).selectOption('Admin');
    await create.getByRole('button', { name: 'Create User' }).click();
    await expect(create.getByText('Passwords do not match')).toBeVisible();

    await create.getByLabel(/^Confirm Password/).fill('Clementi-Heights-2026');
    await create.getByRole('button', { name: 'Create User' }).click();
    await expect(notice(page, 'User created')).toBeVisible();
    const newRow = page.getByRole('row').nth(1);
    await expect(newRow.getByRole('cell', { name: 'Just created: jun', exact: true })).toBeVisible();
    await expect(newRow).toBeFocused();

    await page.getByRole('button', { name: 'Edit jun' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Full Name').fill('Lim Jun Jie');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'User updated')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Lim Jun Jie' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Role for jun' }).selectOption('Content Manager');
    await expect(notice(page, 'Role updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role for jun' })).toHaveValue('content_manager');

    await page.getByRole('button', { name: 'Delete jun' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('This will permanently delete the user account "jun".');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'User deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit jun', exact: true })).toHaveCount(0);
  });

  test('a duplicate email is refused with the server message', async ({ page }) => {
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog', { name: 'Create New User' });
    await create.getByLabel(/^Username/).fill('ahmad2');
    await create.getByLabel(/^Email/).fill(STAFF.admin.email);
    await create.getByLabel(/^Password/).fill('Bukit-Timah-2026');
    await create.getByLabel(/^Confirm Password/).fill('Bukit-Timah-2026');
    await create.getByRole('button', { name: 'Create User' }).click();

    await expect(notice(page, 'Error creating user')).toBeVisible();
    await expect(create).toBeVisible();
  });

  test('deleting your own account is refused', async ({ page }) => {
    await page.getByRole('button', { name: `Delete ${OWNER.username}` }).click();

    await expect(notice(page, 'Permission denied')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
