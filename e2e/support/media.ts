import { expect, type Page } from '@playwright/test';
import type { MediaItem } from '@app/contracts';
import { pngImage } from '../fixtures/media/test-images';

/** An image in the media library, uploaded through the API and processed by the worker, ready to pick. */
export async function readyImage(page: Page, title: string): Promise<MediaItem> {
  const file = await pngImage(`${title.replace(/\W+/g, '-').toLowerCase()}.png`);
  const response = await page.request.post('/api/admin/media', { multipart: { files: file, title } });
  expect(response.status(), await response.text()).toBe(201);
  const [uploaded] = (await response.json()) as MediaItem[];
  if (!uploaded) throw new Error('The upload answered no media item');
  let item = uploaded;
  await expect
    .poll(
      async () => {
        item = await page.request.get(`/api/admin/media/${uploaded.id}`).then(async (answer) => (await answer.json()) as MediaItem);
        return item.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return item;
}
