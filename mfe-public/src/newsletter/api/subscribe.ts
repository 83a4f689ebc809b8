import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_ENDPOINTS, type NewsletterResult, type NewsletterSubscribeInput } from '@app/contracts';
import { callEndpoint } from '@app/web';

export function subscribeToNewsletter(body: NewsletterSubscribeInput): Promise<NewsletterResult> {
  return callEndpoint(NEWSLETTER_ENDPOINTS.subscribe, { body });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
