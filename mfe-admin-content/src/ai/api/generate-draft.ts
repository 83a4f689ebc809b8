import { useMutation, useQuery } from '@tanstack/react-query';
import {
  GenerateDraftAcceptedSchema,
  GenerationJobSchema,
  type GenerateDraftInput,
  type GenerationJob,
} from '@app/contracts';
import { createQueryFn, http } from '@app/web';

const GENERATE_URL = '/api/admin/content-drafts/generate';
export const GENERATION_POLL_MS = 1000;

const fetchJob = createQueryFn<GenerationJob>({ schema: GenerationJobSchema });

export const isFinished = (job: GenerationJob | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** Enqueues a draft; the API answers at once with the job to follow. */
export function useStartGeneration() {
  return useMutation({
    mutationFn: (body: GenerateDraftInput) => http.post(GENERATE_URL, body, { schema: GenerateDraftAcceptedSchema }),
  });
}

/** Follows a generation job until it completes or fails. */
export function useGenerationJob(jobId: string | null) {
  return useQuery({
    queryKey: [`${GENERATE_URL}/${encodeURIComponent(jobId ?? '')}`],
    queryFn: fetchJob,
    enabled: jobId !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: ({ state }) => (isFinished(state.data) ? false : GENERATION_POLL_MS),
  });
}
