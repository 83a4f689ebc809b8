import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FailedJob, HEALTH_ENDPOINTS, OPS_ENDPOINTS } from '@app/contracts';
import { callEndpoint, endpointQuery, errorMessage, invalidate, toast } from '@app/web';

/** Counts change as workers run: the dashboard reads them again every 5 s while it is open. */
const REFRESH_MS = 5000;

export function useQueuesReport(failedPage: number) {
  return useQuery({ ...endpointQuery(OPS_ENDPOINTS.queues, { query: { failedPage } }), refetchInterval: REFRESH_MS });
}

/** /api/ready: 200 with its report when ready; a 503 (not ready) shows as an error with its reason. */
export function useReadiness() {
  return useQuery({ ...endpointQuery(HEALTH_ENDPOINTS.ready), refetchInterval: REFRESH_MS });
}

export type JobAction = 'retry' | 'remove';

type JobActionVariables = { action: JobAction; queue: string; job: FailedJob };

/** Retries or removes a failed job, then reads the counts again; the outcome is said in a toast. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, queue, job }: JobActionVariables) =>
      callEndpoint(action === 'retry' ? OPS_ENDPOINTS.retryJob : OPS_ENDPOINTS.removeJob, { params: { queue, jobId: job.id } }),
    onSuccess: (_result, { action, job }) => {
      toast({ title: action === 'retry' ? `${job.name} ${job.id} queued again` : `${job.name} ${job.id} removed` });
    },
    onError: (error) => toast({ title: 'The job could not be changed', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => invalidate(queryClient, OPS_ENDPOINTS.queues),
  });
}
