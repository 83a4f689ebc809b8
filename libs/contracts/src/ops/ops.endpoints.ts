import { endpointsOf } from '../endpoints/endpoint-routes';
import { QueueJobActionResultSchema, QueuesReportQuerySchema, QueuesReportSchema } from './ops';

const SUPER_ADMINS = ['super_admin'] as const;

const ops = endpointsOf('health', SUPER_ADMINS);

/** The queue dashboard of /admin/ops, for super admins: job counts per queue, and retrying or removing failed jobs (audited). */
export const OPS_ENDPOINTS = {
  queues: ops.get('/api/admin/ops/queues', { query: QueuesReportQuerySchema, response: QueuesReportSchema }),
  retryJob: ops.post('/api/admin/ops/queues/:queue/jobs/:jobId/retry', { response: QueueJobActionResultSchema }),
  removeJob: ops.delete('/api/admin/ops/queues/:queue/jobs/:jobId', { response: QueueJobActionResultSchema }),
};
