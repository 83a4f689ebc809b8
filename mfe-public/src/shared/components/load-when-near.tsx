import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@app/ui';

/** How close to the screen a deferred part starts loading, so it is usually ready when it scrolls in. */
const NEAR_MARGIN = '300px';

/** Where the screen cannot be watched (the server, old browsers), a deferred part loads at once. */
const canWatchScreen = typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * A component whose code is fetched only when the visitor comes near it: it scrolls within NEAR_MARGIN of the screen,
 * or something in it is focused or tapped. For forms below the fold, whose code (react-hook-form, schemas) most
 * visits never use. The server renders it at once; in the browser React keeps the server's markup of a part that is
 * still loading (its button stays disabled, see ActionButton; what is typed there is kept) and hydrates it after.
 * Rendered in the browser, it shows a spinner named `loadingLabel` until its code has come.
 */
export function loadWhenNear<Props extends object>(load: () => Promise<ComponentType<Props>>, loadingLabel: string): ComponentType<Props> {
  let request = () => undefined as void;
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  if (!canWatchScreen) request();
  const Loaded = lazy(() => requested.then(load).then((component) => ({ default: component })));

  function LoadWhenNear(props: Props) {
    const placeRef = useRef<HTMLDivElement>(null);
    const location = useLocation();
    const [firstLocation] = useState(location);
    // React hydrates a part the server sent before it applies a navigation to it (the footer's form stays on every
    // page): a navigation waits for this part's code, so it must ask for it.
    if (location !== firstLocation) request();
    useEffect(() => {
      const place = placeRef.current;
      if (!place || !canWatchScreen) return undefined;
      if (place.contains(document.activeElement)) request();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), { rootMargin: NEAR_MARGIN });
      observer.observe(place);
      place.addEventListener('focusin', request);
      place.addEventListener('pointerdown', request);
      return () => {
        observer.disconnect();
        place.removeEventListener('focusin', request);
        place.removeEventListener('pointerdown', request);
      };
    }, []);
    return (
      <div ref={placeRef}>
        <Suspense fallback={<Spinner label={loadingLabel} />}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  return LoadWhenNear;
}
