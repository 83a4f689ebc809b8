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

/** Renders a remote's exposed component in its own Suspense and error boundary, with a real retry. */
export function RemoteArea<P extends object>({ remote, exposed, label, props }: RemoteAreaProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = useRemoteComponent<P>(remote, exposed, attempt);

  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <StyledAreaStatus>
            <Spinner label={`Loading ${label}`} />
          </StyledAreaStatus>
        }
      >
        <RemoteComponent {...(props as P)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
