import { type ToastItem } from '../toast';
import { useToastStore } from '../toast/toast.store';

/** The toasts on screen now, as the shell's Toaster would show them. */
export function shownToasts(): ToastItem[] {
  return useToastStore.getState().toasts;
}

/** Empties the toast store between tests. */
export function clearToasts(): void {
  useToastStore.setState({ toasts: [] });
}
