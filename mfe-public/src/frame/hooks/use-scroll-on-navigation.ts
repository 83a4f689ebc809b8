import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for an anchor's section to appear (pages load lazily, some sections after their data). */
const ANCHOR_WAIT_MS = 3000;

function scrollToAnchor(id: string): () => void {
  const deadline = performance.now() + ANCHOR_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView();
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * SPEC §2: every route change starts at the top of the page, or at the section its #anchor names. The page as first
 * rendered keeps the scroll the visitor may already have made: it only goes to its #anchor (a page rendered in the
 * browser has its sections only now). Server-rendered pages never run this: their frame is not hydrated.
 */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const navigated = !firstRender.current;
    firstRender.current = false;
    if (hash.length > 1) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    if (navigated) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}
