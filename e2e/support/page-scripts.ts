import { expect, type Page } from '@playwright/test';

/** The shell's entry script (`/main.<hash>.js`, deferred): it loads the federation runtime, then mfe-public, then the islands. */
const SHELL_ENTRY_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds back the shell's entry script on every page `page` opens from now on, so a page stays the server's HTML
 * with no script of ours running (a phone on a slow network), until the returned function lets the scripts load.
 * Open the page with `waitUntil: 'commit'`: DOMContentLoaded waits for deferred scripts, so it never fires while held.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SHELL_ENTRY_SCRIPT, async (route) => {
    await released;
    // The page may have been closed, or have moved on, meanwhile.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The island's element in the server's markup (`<div data-island=… data-island-id=…>`). */
export function island(page: Page, id: string) {
  return page.locator(`[data-island-id="${id}"]`);
}

/** Whether React has hydrated this island: hydrateRoot marks the container it hydrated. */
export async function isHydrated(page: Page, id: string): Promise<boolean> {
  return island(page, id).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')));
}

/** Waits until React has hydrated the island. */
export async function expectHydrated(page: Page, id: string): Promise<void> {
  await expect.poll(() => isHydrated(page, id), { message: `island ${id} hydrated` }).toBe(true);
}

/** The ids of the page's islands that React has not hydrated. */
export async function islandsNotHydrated(page: Page): Promise<string[]> {
  return page
    .locator('[data-island]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactContainer$')))
        .map((element) => element.getAttribute('data-island-id') ?? element.getAttribute('data-island') ?? '?'),
    );
}

/** A string only the islands' hydration code holds (hydrate-island.tsx), which finds its chunk whatever its name. */
const HYDRATION_CODE_MARKER = 'The page has an unknown island';

/**
 * Holds back the islands' hydration code on every page `page` opens from now on: the page's scripts run (the island
 * loader listens), but no island hydrates until `release` lets that code load (a phone on a slow network, a moment
 * after the page appeared). `wanted` resolves when the loader first asks for that code (an island was wanted).
 */
export async function holdIslandHydration(page: Page): Promise<{ wanted: Promise<void>; release: () => void }> {
  let release = () => undefined as void;
  let asked = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const wanted = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => undefined);
    if ((await response.text()).includes(HYDRATION_CODE_MARKER)) {
      asked();
      await released;
    }
    await route.fulfill({ response }).catch(() => undefined);
  });
  return { wanted, release };
}
