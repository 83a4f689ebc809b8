import { type ToastOptions } from '@app/web';

const failure = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' });

/** Notices of the Properties tab and the listing form. */
export const PROPERTY_NOTICES = {
  saved: (created: boolean, title: string): ToastOptions => ({
    title: created ? 'Listing created' : 'Listing updated',
    description: `"${title}" has been saved.`,
  }),
  saveFailed: (message: string) => failure('Error saving listing', message),
  deleted: (title: string): ToastOptions => ({ title: 'Listing deleted', description: `"${title}" has been deleted.` }),
  deleteFailed: (message: string) => failure('Error deleting listing', message),
} satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;
