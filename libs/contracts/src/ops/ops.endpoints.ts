import { defineEndpoint } from '../endpoints/endpoint';
import { QueueJobActionResultSchema, QueuesReportQuerySchema, QueuesReportSchema } from './ops';

const SUPER_ADMINS = ['super_admin'] as const;

/** The queue dashboard of /admin/ops, for super admins: job counts per queue, and retrying or removing failed jobs (audited). */
export const OPS_ENDPOINTS = {
  queues: defineEndpoint({
    area: 'health',
    method: 'GET',
    path: '/api/admin/ops/queues',
    access: SUPER_ADMINS,
    query: QueuesReportQuerySchema,
    response: QueuesReportSchema,
  }),
  retryJob: defineEndpoint({
    area: 'health',
    method: 'POST',
    path: '/api/admin/ops/queues/:queue/jobs/:jobId/retry',
    access: SUPER_ADMINS,
    response: QueueJobActionResultSchema,
  }),
  removeJob: defineEndpoint({
    area: 'health',
    method: 'DELETE',
    path: '/api/admin/ops/queues/:queue/jobs/:jobId',
    access: SUPER_ADMINS,
    response: QueueJobActionResultSchema,
  }),
};
