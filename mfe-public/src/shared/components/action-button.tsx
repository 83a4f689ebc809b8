import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@app/ui';
import { useHydrated } from '../hooks/use-hydrated';

type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'disabled' | 'aria-busy'> & {
  /** The button's request is running: it reads `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
};

/** Marks the buttons that wait for the page's script; a browser without it hides them (see ActionButton). */
const WAITS_FOR_SCRIPT = 'data-waits-for-script';

/**
 * The button that sends a form (or runs an action) of a server-rendered page. It is disabled and busy until the page has hydrated, so a
 * click, a tap or an Enter before the page's script has taken over cannot be lost, and while its request runs.
 * A browser without JavaScript never hydrates: for it the server's markup carries, in `<noscript>`, an enabled twin
 * that posts the form natively (to its form route), and hides the waiting one. The twin comes first, so Enter in a
 * field submits with it (a browser sends a form on Enter with its first submit button, and not at all when that one is disabled).
 */
export function ActionButton({ pending, pendingLabel, children, ...buttonProps }: ActionButtonProps) {
  const hydrated = useHydrated();
  const busy = pending || !hydrated;
  // Only a submit button works without script (its form posts natively); any other one stays disabled there.
  const twinWithoutScript = !hydrated && buttonProps.type === 'submit';
  return (
    <>
      {twinWithoutScript ? (
        <noscript>
          <style>{`[${WAITS_FOR_SCRIPT}] { display: none; }`}</style>
          <Button {...buttonProps}>{children}</Button>
        </noscript>
      ) : null}
      <Button {...buttonProps} disabled={busy} aria-busy={busy} {...(twinWithoutScript ? { [WAITS_FOR_SCRIPT]: true } : {})}>
        {pending ? pendingLabel : children}
      </Button>
    </>
  );
}
