import { useEffect } from 'react';

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own prompt) and following a
 * link inside the app (`message` in a confirm dialog; a link opened in a new tab is let through). The shell's router
 * is a BrowserRouter, which has no navigation blocker, so links are caught in the capture phase before React's.
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
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', linkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', linkClick, true);
    };
  }, [active, message]);
}
