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
 * fetched with the first island wanted: a page whose islands stay off screen loads neither. A submit or a click
 * in an island still loading is held and done again once it has hydrated (see holdEarlyActions), so it ends where
 * the same action taken later ends.
 */
export function scheduleIslands(root: ParentNode, context: IslandContext): void {
  const hydrate = (element: HTMLElement) =>
    import('./hydrate-island')
      .then((module) => module.hydrateIsland(element, context))
      // The island stays the server's HTML, which works without its script (links and native forms).
      // eslint-disable-next-line no-console -- the browser console is where a failed island is diagnosed
      .catch((error: unknown) => console.error(`[Website] the island ${element.getAttribute(ISLAND_ATTRIBUTES.name)} could not be hydrated`, error));
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    const held = holdEarlyActions(element, () => start());
    const start = whenWanted(element, (element.getAttribute(ISLAND_ATTRIBUTES.hydration) as IslandHydration | null) ?? 'visible', () => {
      void hydrate(element).then(held.replay);
    });
  }
}

/** The controls whose click an island may handle: a link, a button. */
const ACTIONABLE = 'a[href], button, input[type="submit"]';

/**
 * Until `replay`, holds the island's submits and clicks on links and buttons (the browser would post the form to its
 * form route, or follow the link, before the island's handlers are there) and starts its hydration; `replay` does the
 * last one held again, once, with the island's own handlers (or natively, if it could not hydrate).
 */
function holdEarlyActions(element: HTMLElement, wanted: () => void): { replay: () => void } {
  let last: (() => void) | null = null;
  const hold = (event: Event, action: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    last = action;
    wanted();
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ACTIONABLE) : null;
    if (control && element.contains(control)) hold(event, () => control.click());
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    hold(event, () => form.requestSubmit(submitter));
  };
  element.addEventListener('click', onClick, { capture: true });
  element.addEventListener('submit', onSubmit, { capture: true });
  return {
    replay: () => {
      element.removeEventListener('click', onClick, { capture: true });
      element.removeEventListener('submit', onSubmit, { capture: true });
      const action = last;
      last = null;
      action?.();
    },
  };
}

/** Calls `start` once, when the island is wanted; returns a function that starts it at once. */
function whenWanted(element: HTMLElement, hydration: IslandHydration, start: () => void): () => void {
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
  return once;
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
