import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type GenerateDraftInput, type GenerationJob } from '@app/contracts';
import { callEndpoint, endpointQuery } from '@app/web';

export const GENERATION_POLL_MS = 1000;

export const isFinished = (job: GenerationJob | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** Enqueues a draft; the API answers at once with the job to follow. */
export function useStartGeneration() {
  return useMutation({
    mutationFn: (body: GenerateDraftInput) => callEndpoint(CONTENT_ENDPOINTS.generateDraft, { body }),
  });
}

/** Follows a generation job until it completes or fails. */
export function useGenerationJob(jobId: string | null) {
  return useQuery({
    ...endpointQuery(CONTENT_ENDPOINTS.generation, { params: { jobId: jobId ?? '' } }),
    enabled: jobId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: ({ state }) => (isFinished(state.data) ? false : GENERATION_POLL_MS),
  });
}
