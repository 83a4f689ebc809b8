import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_ENDPOINTS, type NewsletterConfirmInput } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** Double opt-in: posts the token of the confirmation link. */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: (body: NewsletterConfirmInput) => callEndpoint(NEWSLETTER_ENDPOINTS.confirm, { body }) });
}
