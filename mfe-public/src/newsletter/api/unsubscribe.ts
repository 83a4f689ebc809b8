import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_ENDPOINTS, type NewsletterUnsubscribeInput, type NewsletterUnsubscribeResult } from '@app/contracts';
import { callEndpoint } from '@app/web';

export function unsubscribeFromNewsletter(body: NewsletterUnsubscribeInput): Promise<NewsletterUnsubscribeResult> {
  return callEndpoint(NEWSLETTER_ENDPOINTS.unsubscribe, { body });
}

export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
