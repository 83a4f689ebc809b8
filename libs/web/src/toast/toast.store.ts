import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast.constants';
import { type ToastHandle, type ToastItem, type ToastOptions } from './toast.types';

interface ToastState {
  toasts: ToastItem[];
}

// Module-level on purpose: @app/web is a Module Federation singleton, so the shell and every
// remote talk to this one store and a toast raised in a remote shows in the shell's Toaster.
export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function nextId(): string {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER;
  return String(lastId);
}

function clearRemoveTimer(id: string): void {
  clearTimeout(removeTimers.get(id));
  removeTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      useToastStore.setState((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
    }, TOAST_REMOVE_DELAY),
  );
}

function updateToast(id: string, props: Partial<ToastOptions>): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((item) => (item.id === id ? { ...item, ...props } : item)),
  }));
}

/** Closes one toast, or every toast when no id is given; it is removed TOAST_REMOVE_DELAY later. */
export function dismissToast(id?: string): void {
  const { toasts } = useToastStore.getState();
  const dismissed = toasts.filter((item) => id === undefined || item.id === id);
  dismissed.forEach((item) => scheduleRemoval(item.id));
  useToastStore.setState({
    toasts: toasts.map((item) => (dismissed.includes(item) ? { ...item, open: false } : item)),
  });
}

export function toast({ variant = 'default', ...options }: ToastOptions): ToastHandle {
  const id = nextId();
  const { toasts } = useToastStore.getState();
  const kept = [{ ...options, id, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  toasts.filter((item) => !kept.includes(item)).forEach((item) => clearRemoveTimer(item.id));
  useToastStore.setState({ toasts: kept });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (props) => updateToast(id, props),
  };
}

export function useToasts(): ToastItem[] {
  return useToastStore((state) => state.toasts);
}
