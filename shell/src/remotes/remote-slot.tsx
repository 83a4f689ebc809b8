import { Component, type ReactNode, Suspense } from 'react';
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
 * nothing while it loads, nothing if it fails.
 */
export function RemoteSlot({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const SlotComponent = useRemoteComponent<object>(remote, exposed, 0);
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{SlotComponent && <SlotComponent />}</Suspense>
    </QuietBoundary>
  );
}
