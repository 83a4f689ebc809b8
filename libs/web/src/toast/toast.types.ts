export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the Toaster falls back to TOAST_DURATION. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (props: Partial<ToastOptions>) => void;
}
