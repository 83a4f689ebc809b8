import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { type MediaPickerProps } from '@app/contracts';
import { Button, Spinner } from '@app/ui';
import { loadMediaPicker } from './load-media-picker';

/**
 * mfe-admin-media's picker, loaded at run time. When the media remote cannot load or throws, only this control
 * shows a fallback, and Retry loads the remote afresh (React.lazy remembers a failure, so a retry needs a new one).
 */
export function RemoteMediaPicker(props: MediaPickerProps) {
  const [attempt, setAttempt] = useState(0);
  const MediaPicker = useMemo(() => lazy(() => loadMediaPicker(attempt > 0)), [attempt]);

  return (
    <PickerErrorBoundary key={attempt} label={props.label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <Button type="button" variant="outline" disabled aria-busy="true">
            <Spinner size="sm" aria-hidden="true" label="" />
            {props.label}
          </Button>
        }
      >
        <MediaPicker {...props} />
      </Suspense>
    </PickerErrorBoundary>
  );
}

type BoundaryProps = { label: string; onRetry: () => void; children: ReactNode };

class PickerErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // eslint-disable-next-line no-console -- the browser console is where a failed remote is diagnosed
    console.error('[Media picker] failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StyledFallback role="alert">
        <span>The media library could not be loaded, so images cannot be chosen right now.</span>
        <Button type="button" variant="outline" size="sm" aria-label={`Retry: ${this.props.label}`} onClick={this.props.onRetry}>
          Retry
        </Button>
      </StyledFallback>
    );
  }
}

const StyledFallback = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
