import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { RemoteName } from '@app/contracts';
import { useRemoteComponent } from './use-remote-component';

/** Renders nothing instead of a slot whose remote cannot load or throws: a slot is an extra, never in the way. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A small piece of a remote inside the shell's own screens (a count beside a sidebar link, a dashboard card):
 * nothing while it loads, nothing if it fails. It starts loading once the browser is idle, so that fetching and
 * running its remote does not hold back the page it sits beside.
 */
export function RemoteSlot({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  return useBrowserIdle() ? <IdleSlot remote={remote} exposed={exposed} /> : null;
}

function IdleSlot({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const SlotComponent = useRemoteComponent<object>(remote, exposed, 0);
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{SlotComponent && <SlotComponent />}</Suspense>
    </QuietBoundary>
  );
}

/** Becomes true at the browser's first idle moment after mounting (after a timer where there is no requestIdleCallback: Safari). */
function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const callback = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(callback);
  }, []);
  return idle;
}

/** The longest a slot waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot say when it is idle. */
const IDLE_FALLBACK_MS = 200;
