import { NEWSLETTER_ENDPOINTS, type NewsletterResult, type NewsletterSubscribeInput } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { useRequest } from '../../shared/hooks/use-request';

export function subscribeToNewsletter(body: NewsletterSubscribeInput): Promise<NewsletterResult> {
  return callEndpoint(NEWSLETTER_ENDPOINTS.subscribe, { body });
}

export function useSubscribeToNewsletter() {
  return useRequest(subscribeToNewsletter);
}
