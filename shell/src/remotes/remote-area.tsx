import { Suspense, useState } from 'react';
import type { RemoteName } from '@app/contracts';
import { Spinner } from '@app/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { StyledAreaStatus } from './remote-area.styles';
import { useRemoteComponent } from './use-remote-component';

type RemoteAreaProps<P extends object> = {
  remote: RemoteName;
  exposed: string;
  /** What people call this area, used in the loading and error messages. */
  label: string;
  props?: P;
};

/** Renders a remote's exposed component (a spinner while it loads) in its own Suspense and error boundary, with a real retry. */
export function RemoteArea<P extends object>({ remote, exposed, label, props }: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useRemoteComponent<P>(remote, exposed, attempt);
  const loading = (
    <StyledAreaStatus>
      <Spinner label={`Loading ${label}`} />
    </StyledAreaStatus>
  );

  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>{RemoteComponent ? <RemoteComponent {...(props as P)} /> : loading}</Suspense>
    </RemoteErrorBoundary>
  );
}
