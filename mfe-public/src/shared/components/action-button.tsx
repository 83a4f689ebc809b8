import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@app/ui';
import { useHydrated } from '../hooks/use-hydrated';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'disabled' | 'aria-busy'> & {
  /** The button's request is running: it reads `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
};

/**
 * The button that sends a form of a server-rendered page. It is disabled and busy until the page has hydrated, so a
 * click, a tap or an Enter before the page's script has taken over cannot be lost (a disabled submit button also
 * stops the browser's own submission, which would put the fields in the address), and while its request runs.
 */
export function ActionButton({ pending, pendingLabel, children, ...buttonProps }: ActionButtonProps) {
  const hydrated = useHydrated();
  const busy = pending || !hydrated;
  return (
    <Button {...buttonProps} disabled={busy} aria-busy={busy}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
