import { useEffect } from 'react';

/** Marks the history entry the Back guard adds on top of the page's own, so that it is told from the router's. */
const GUARD_ENTRY = 'leaveGuard';

/**
 * The Back guard of the page: a copy of its history entry on top of it, so that Back lands on the same page first and
 * asks. One page guards at a time; `popping` is set while the guard removes its own entry, a pop nobody is asked about.
 */
const backGuard = { message: null as string | null, popping: false, listening: false };

const onGuardEntry = () => (window.history.state as Record<string, unknown> | null)?.[GUARD_ENTRY] === true;

function pushGuardEntry() {
  window.history.pushState({ ...(window.history.state as object | null), [GUARD_ENTRY]: true }, '', window.location.href);
}

function onPopState() {
  if (backGuard.popping) {
    backGuard.popping = false;
    if (backGuard.message !== null && !onGuardEntry()) pushGuardEntry();
    return;
  }
  if (backGuard.message === null || onGuardEntry()) return;
  if (!window.confirm(backGuard.message)) return pushGuardEntry();
  backGuard.message = null;
  window.history.back();
}

/** Asks `message` before Back leaves the page; null stops asking (and takes the guard's entry away again). */
function guardBack(message: string | null) {
  if (!backGuard.listening) window.addEventListener('popstate', onPopState);
  backGuard.listening = true;
  backGuard.message = message;
  if (backGuard.popping) return;
  if (message !== null && !onGuardEntry()) pushGuardEntry();
  if (message === null && onGuardEntry()) {
    backGuard.popping = true;
    window.history.back();
  }
}

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own prompt), following a
 * link inside the app and pressing Back (`message` in a confirm dialog; a link opened in a new tab is let through).
 * The shell's router is a BrowserRouter, which has no navigation blocker: links are caught in the capture phase
 * before React's, and Back by the guard's history entry.
 */
export function useLeaveGuard(active: boolean, message: string) {
  useEffect(() => {
    if (!active) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const linkClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.getAttribute('target') === '_blank') return;
      if (link.getAttribute('href')?.startsWith('#')) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    guardBack(message);
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', linkClick, true);
    return () => {
      guardBack(null);
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [active, message]);
}
