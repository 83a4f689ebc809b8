import { useEffect } from 'react';
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

/** SPEC §2: every route change starts at the top of the page, or at the section its #anchor names. */
export function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (hash.length > 1) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}
