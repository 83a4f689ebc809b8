import { useMutation } from '@tanstack/react-query';
import { NewsletterResultSchema, type NewsletterResult, type NewsletterSubscribeInput } from '@app/contracts';
import { http } from '@app/web';

export function subscribeToNewsletter(body: NewsletterSubscribeInput): Promise<NewsletterResult> {
  return http.post('/api/newsletter/subscribe', body, { schema: NewsletterResultSchema });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
