import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates server-rendered markup (and on the server), true once the page's script has taken over;
 * true at once for a page rendered in the browser. Until then the page's handlers are not attached yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
