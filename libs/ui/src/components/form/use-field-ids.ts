import { type ReactNode, useId } from 'react';

interface FieldIdsInput {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** A describedby the control already has; it is kept first. */
  describedBy?: string;
}

export interface FieldIds {
  controlId: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** Ids that tie a control to its hint and error, so screen readers read both with the control. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, describedBy: ids || undefined };
}
