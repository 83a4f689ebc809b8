import type { IslandContext } from '../islands/island-frame';
import { ISLAND_ATTRIBUTES, type IslandHydration } from '../islands/island-registry';

/** How close to the screen an island starts loading, so it is usually ready when it scrolls in. */
const NEAR_MARGIN = '300px';
/** The longest an idle island waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Hydrates each island of a server-rendered page on its own, when it is wanted: a `visible` island as it comes near
 * the screen, or at once when something in it is focused or pressed; an `idle` one when the browser is idle. Until
 * then it is the server's HTML, which works by itself (links, native forms). React and the hydration code are
 * fetched with the first island wanted: a page whose islands stay off screen loads neither.
 */
export function scheduleIslands(root: ParentNode, context: IslandContext): void {
  const hydrate = (element: HTMLElement) => {
    import('./hydrate-island')
      .then((module) => module.hydrateIsland(element, context))
      // The island stays the server's HTML, which works without its script (links and native forms).
      // eslint-disable-next-line no-console -- the browser console is where a failed island is diagnosed
      .catch((error: unknown) => console.error(`[Website] the island ${element.getAttribute(ISLAND_ATTRIBUTES.name)} could not be hydrated`, error));
  };
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    whenWanted(element, (element.getAttribute(ISLAND_ATTRIBUTES.hydration) as IslandHydration | null) ?? 'visible', () => hydrate(element));
  }
}

function whenWanted(element: HTMLElement, hydration: IslandHydration, start: () => void): void {
  let started = false;
  const cleanups: Array<() => void> = [];
  const once = () => {
    if (started) return;
    started = true;
    cleanups.forEach((cleanup) => cleanup());
    start();
  };
  for (const event of ['focusin', 'pointerdown'] as const) {
    element.addEventListener(event, once, { once: true });
    cleanups.push(() => element.removeEventListener(event, once));
  }
  if (element.contains(document.activeElement)) once();
  else if (hydration === 'idle') whenIdle(once);
  else whenNearScreen(element, once, cleanups);
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 0);
}

function whenNearScreen(element: HTMLElement, callback: () => void, cleanups: Array<() => void>): void {
  if (!('IntersectionObserver' in window)) {
    callback();
    return;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && callback(), { rootMargin: NEAR_MARGIN });
  observer.observe(element);
  cleanups.push(() => observer.disconnect());
}
