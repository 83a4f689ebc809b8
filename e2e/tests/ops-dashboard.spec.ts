import { expect, test, type Page } from '@playwright/test';
import { OWNER, STAFF, ensureAccounts, signInThroughApi } from '../support/accounts';
import { pngImage } from '../fixtures/media/test-images';

/** An upload whose image is cut in half: the API accepts its header, the worker fails it for good at once. */
async function uploadDamagedImage(page: Page, baseURL: string): Promise<string> {
  const image = await pngImage('damaged.png');
  const response = await page.request.post('/api/admin/media', {
    headers: { Origin: baseURL },
    multipart: { files: { name: image.name, mimeType: image.mimeType, buffer: image.buffer.subarray(0, image.buffer.length / 2) } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }[])[0]?.id ?? '';
}

/** Issue 16, item 6: the queue dashboard at /admin/ops, for super admins. */
test.describe('the operations page', () => {
  test('shows the queues and the deployed remotes, and retries then removes a failed job', async ({ page, baseURL }) => {
    await signInThroughApi(page, OWNER);
    const retriedId = await uploadDamagedImage(page, baseURL ?? '');
    const removedId = await uploadDamagedImage(page, baseURL ?? '');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Operations' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();

    const queues = page.getByRole('region', { name: 'Queues' });
    for (const queue of ['media', 'content', 'publishing', 'maintenance', 'tenancies', 'notifications', 'campaigns'])
      await expect(queues.getByRole('cell', { name: queue, exact: true }).first()).toBeVisible();
    const failedRow = (mediaId: string) => queues.getByRole('row').filter({ hasText: `media.process ${mediaId}` });
    await expect(failedRow(retriedId)).toContainText('The image could not be decoded', { timeout: 20_000 });
    await expect(failedRow(removedId)).toBeVisible({ timeout: 20_000 });

    // The worker already marked the item failed and dropped its original: the job runs again and completes.
    await failedRow(retriedId)
      .getByRole('button', { name: `Retry media.process ${retriedId}` })
      .click();
    await expect(page.getByText(`media.process ${retriedId} queued again`).first()).toBeVisible();
    await expect(failedRow(retriedId)).toHaveCount(0, { timeout: 20_000 });

    await failedRow(removedId)
      .getByRole('button', { name: `Remove media.process ${removedId}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`media.process ${removedId} removed`).first()).toBeVisible();
    await expect(failedRow(removedId)).toHaveCount(0);

    const deployment = page.getByRole('region', { name: 'Deployment and readiness' });
    await expect(deployment.getByRole('row').filter({ hasText: 'mfe_admin_users' })).toContainText('1.0.0');
    await expect(deployment.getByRole('row').filter({ hasText: 'mfe_admin_users' })).toContainText('/mfe/mfe-admin-users/mf-manifest.json');
    await expect(deployment.getByRole('row').filter({ hasText: 'database' })).toContainText('Up');
  });

  test('is not offered to an admin, whose deep link shows the 404 page', async ({ page, baseURL }) => {
    await ensureAccounts(baseURL ?? '', [STAFF.admin]);
    await signInThroughApi(page, STAFF.admin);
    await page.goto('/admin/ops');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Operations' })).toHaveCount(0);
  });
});
