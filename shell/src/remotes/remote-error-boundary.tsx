import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@app/ui';
import { StyledAreaStatus } from './remote-area.styles';

type BoundaryProps = { label: string; onRetry: () => void; pathname: string; children: ReactNode };
type BoundaryState = { error: Error | null; pathname: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  // Navigating elsewhere inside the same area gives it a fresh chance to render.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportAreaError(this.props.label, error, info);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <AreaLoadFailure label={this.props.label} detail="The rest of the site still works." onRetry={this.props.onRetry} />;
  }
}

/** What stands in for an area that could not be loaded: its name, what still works, and a Retry. */
export function AreaLoadFailure({ label, detail, onRetry }: { label: string; detail?: string; onRetry: () => void }) {
  return (
    <StyledAreaStatus role="alert">
      <h2>{label} could not be loaded</h2>
      <p>{detail ? `${detail} ` : ''}Check your connection, then try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </StyledAreaStatus>
  );
}

function reportAreaError(label: string, error: Error, info: ErrorInfo) {
  // eslint-disable-next-line no-console -- the browser console is where a failed remote is diagnosed
  console.error(`[${label}] failed to render`, error, info.componentStack);
}

/** One boundary per remote area: a remote that cannot load or throws breaks only its own area. */
export function RemoteErrorBoundary(props: Omit<BoundaryProps, 'pathname'>) {
  const { pathname } = useLocation();
  return <Boundary {...props} pathname={pathname} />;
}
