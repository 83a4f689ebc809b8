import { useMutation } from '@tanstack/react-query';
import {
  NewsletterUnsubscribeResultSchema,
  type NewsletterUnsubscribeInput,
  type NewsletterUnsubscribeResult,
} from '@app/contracts';
import { http } from '@app/web';

export function unsubscribeFromNewsletter(body: NewsletterUnsubscribeInput): Promise<NewsletterUnsubscribeResult> {
  return http.post('/api/newsletter/unsubscribe', body, { schema: NewsletterUnsubscribeResultSchema });
}

export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
