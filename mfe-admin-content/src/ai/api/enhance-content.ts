import { useMutation } from '@tanstack/react-query';
import { EnhanceContentResultSchema, type EnhanceContentInput } from '@app/contracts';
import { http } from '@app/web';

/** The API waits for the worker and the provider's own retries, so this call may take longer than most. */
const ENHANCE_TIMEOUT_MS = 90_000;

export function useEnhanceContent() {
  return useMutation({
    mutationFn: (body: EnhanceContentInput) =>
      http.post('/api/admin/content/enhance', body, { schema: EnhanceContentResultSchema, timeoutMs: ENHANCE_TIMEOUT_MS }),
  });
}
