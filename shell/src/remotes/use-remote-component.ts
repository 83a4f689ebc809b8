import { lazy, useMemo, type ComponentType } from 'react';
import type { RemoteName } from '@app/contracts';
import { loadedRemoteModule, loadRemoteModule } from '@app/web/remotes';

/**
 * The component of a remote's exposed module: the module's own when it is loaded already (so the area renders
 * without a fallback), else a lazy one. React.lazy remembers a failed import, so each retry (a new `attempt`) makes a
 * new lazy component, and reloads the remote afresh.
 */
export function useRemoteComponent<P extends object>(remote: RemoteName, exposed: string, attempt: number) {
  return useMemo(() => {
    const loaded = attempt === 0 ? loadedRemoteModule<{ default: ComponentType<P> }>(remote, exposed) : undefined;
    if (loaded) return loaded.default;
    return lazy(async () => {
      const module = await loadRemoteModule<{ default: ComponentType<P> }>(remote, exposed, attempt > 0);
      return { default: module.default };
    });
  }, [remote, exposed, attempt]);
}
