import type { ToastOptions } from '@app/web';

export type NewsletterVariant = 'blog' | 'footer';

/** SPEC §8: the blog page and the footer word their notices differently. */
export const NEWSLETTER_NOTICES: Record<NewsletterVariant, { success: ToastOptions; failure: ToastOptions }> = {
  blog: {
    success: { title: 'Successfully subscribed!', description: 'Thank you for subscribing to our newsletter.' },
    failure: { title: 'Subscription failed', description: 'Please try again later.', variant: 'destructive' },
  },
  footer: {
    success: { title: 'Subscribed to newsletter', description: 'Thank you for subscribing to our newsletter!' },
    failure: {
      title: 'Subscription failed',
      description: 'Failed to subscribe to newsletter. Please try again.',
      variant: 'destructive',
    },
  },
};
