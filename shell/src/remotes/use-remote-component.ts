import { type ComponentType, useEffect, useState } from 'react';
import type { RemoteName } from '@app/contracts';
import { loadedRemoteModule, loadRemoteModule } from '@app/web/remotes';

type Loaded<P> = { key: string; component: ComponentType<P> };

/** Stands in for a remote that could not be loaded: it throws the failure to the error boundary around it. */
function failedRemote<P>(error: unknown): ComponentType<P> {
  return function FailedRemote() {
    throw error;
  };
}

/**
 * The component of a remote's exposed module, or undefined while it loads: at once when the module is loaded
 * already (a preload, an earlier page), else once it has loaded, by a state update rather than React.lazy. A lazy
 * component shows its Suspense fallback, and React then holds the reveal of what replaces it back 300 ms after that
 * fallback; a state update renders as soon as the module is here. A load that fails gives a component that throws
 * the failure; each retry (a new `attempt`) reloads the remote afresh.
 */
export function useRemoteComponent<P extends object>(remote: RemoteName, exposed: string, attempt: number): ComponentType<P> | undefined {
  const key = `${remote}/${exposed}#${attempt}`;
  const ready = attempt === 0 ? loadedRemoteModule<{ default: ComponentType<P> }>(remote, exposed)?.default : undefined;
  const [loaded, setLoaded] = useState<Loaded<P>>();

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadRemoteModule<{ default: ComponentType<P> }>(remote, exposed, attempt > 0).then(
      (module) => current && setLoaded({ key, component: module.default }),
      (error: unknown) => current && setLoaded({ key, component: failedRemote<P>(error) }),
    );
    return () => {
      current = false;
    };
  }, [remote, exposed, attempt, key, ready]);

  return ready ?? (loaded?.key === key ? loaded.component : undefined);
}
