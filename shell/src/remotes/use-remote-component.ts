import { lazy, useMemo, type ComponentType } from 'react';
import type { RemoteName } from '@app/contracts';
import { loadRemoteModule } from '@app/web/remotes';

/**
 * A lazy component of a remote's exposed module. React.lazy remembers a failed import, so each retry (a new
 * `attempt`) makes a new lazy component, and reloads the remote afresh.
 */
export function useRemoteComponent<P extends object>(remote: RemoteName, exposed: string, attempt: number) {
  return useMemo(
    () =>
      lazy(async () => {
        const module = await loadRemoteModule<{ default: ComponentType<P> }>(remote, exposed, attempt > 0);
        return { default: module.default };
      }),
    [remote, exposed, attempt],
  );
}
