import { defineEndpoint } from '../endpoints/endpoint';
import type { Role } from '../users/roles';
import { AuditLogFilterSchema, AuditLogPageSchema, AuditLogQuerySchema } from './audit-log';

/** Super admins read the whole log; admins the actions of the accounts they manage
 * (content managers, SPEC §6), and the sign-in attempts on them, but not what other staff did to them. */
const AUDIT_READERS: readonly Role[] = ['super_admin', 'admin'];

export const AUDIT_ENDPOINTS = {
  list: defineEndpoint({
    area: 'users',
    method: 'GET',
    path: '/api/admin/audit-log',
    access: AUDIT_READERS,
    query: AuditLogQuerySchema,
    response: AuditLogPageSchema,
  }),
  exportCsv: defineEndpoint({ area: 'users', method: 'GET', path: '/api/admin/audit-log/export.csv', access: AUDIT_READERS, query: AuditLogFilterSchema }),
};
