export { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast.constants';
export { dismissToast, toast, useToasts } from './toast.store';
export { Toaster, type ToasterProps } from './toaster';
export { ToasterOnDemand } from './toaster-on-demand';
export type { ToastHandle, ToastItem, ToastOptions, ToastVariant } from './toast.types';
