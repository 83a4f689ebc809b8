import { type ComponentProps, type ReactNode } from 'react';
import { Button } from './button';

export type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** The form is being sent: the button is disabled and says `pendingLabel` meanwhile. */
  pending: boolean;
  /** What the button says while pending. */
  pendingLabel?: string;
  children: ReactNode;
};

/** A form's submit button: disabled while the form is being sent (and whenever `disabled`), saying so meanwhile. */
export function SubmitButton({ pending, pendingLabel = 'Saving...', disabled, children, ...button }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
