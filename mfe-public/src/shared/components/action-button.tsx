import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@app/ui';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'disabled' | 'aria-busy'> & {
  /** The button's request is running: it reads `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
};

/**
 * The button that sends a form of a public page: busy while its request runs, and never before. Until its island
 * has hydrated, a tap sends the form natively to its form route, which works without JavaScript.
 */
export function ActionButton({ pending, pendingLabel, children, ...buttonProps }: ActionButtonProps) {
  return (
    <Button {...buttonProps} disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
