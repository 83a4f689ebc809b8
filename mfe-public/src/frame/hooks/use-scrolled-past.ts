import { useEffect, useState } from 'react';

/** True while the page is scrolled more than `offset` pixels down. */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);

  return scrolled;
}
