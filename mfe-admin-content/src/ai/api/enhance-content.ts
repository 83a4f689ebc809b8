import { useMutation } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type EnhanceContentInput } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** The API waits for the worker and the provider's own retries, so this call may take longer than most. */
const ENHANCE_TIMEOUT_MS = 90_000;

export function useEnhanceContent() {
  return useMutation({
    mutationFn: (body: EnhanceContentInput) => callEndpoint(CONTENT_ENDPOINTS.enhance, { body }, { timeoutMs: ENHANCE_TIMEOUT_MS }),
  });
}
