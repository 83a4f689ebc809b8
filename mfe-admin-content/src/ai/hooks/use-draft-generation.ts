import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ContentType, type GenerationJob } from '@app/contracts';
import { errorMessage, toast } from '@app/web';
import { refreshContentLists } from '../../api/content-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { useGenerationJob, useStartGeneration } from '../api/generate-draft';

export type GenerationStage = 'idle' | 'sending' | GenerationJob['state'];

/** Starts a generation job, follows it, and opens the new draft in the editor when it is written. */
export function useDraftGeneration() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartGeneration();
  const job = useGenerationJob(jobId);

  const fail = useCallback((message: string) => {
    toast(CONTENT_NOTICES.generateFailed(message));
    setJobId(null);
  }, []);

  const { data } = job;
  useEffect(() => {
    if (data?.state === 'failed') fail(data.error ?? 'The draft could not be written.');
    if (data?.state !== 'completed') return;
    if (!data.draftId) return fail('The job finished without a draft.');
    toast(CONTENT_NOTICES.generated);
    refreshContentLists(queryClient);
    navigate(`/admin/content/edit/${encodeURIComponent(data.draftId)}`);
  }, [data, fail, navigate, queryClient]);

  useEffect(() => {
    if (job.isError) fail(errorMessage(job.error));
  }, [job.isError, job.error, fail]);

  const generate = (contentType: ContentType) =>
    start.mutate({ contentType }, { onSuccess: (accepted) => setJobId(accepted.jobId), onError: (error) => fail(errorMessage(error)) });

  const stage: GenerationStage = start.isPending ? 'sending' : jobId ? (job.data?.state ?? 'waiting') : 'idle';
  return { generate, stage };
}
