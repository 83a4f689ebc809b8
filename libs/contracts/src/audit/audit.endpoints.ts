import { endpointsOf } from '../endpoints/endpoint-routes';
import type { Role } from '../users/roles';
import { AuditLogFilterSchema, AuditLogPageSchema, AuditLogQuerySchema } from './audit-log';

/** Super admins read the whole log; admins the actions of the accounts they manage
 * (content managers, SPEC §6), and the sign-in attempts on them, but not what other staff did to them. */
const AUDIT_READERS: readonly Role[] = ['super_admin', 'admin'];

const auditLog = endpointsOf('users', AUDIT_READERS);

export const AUDIT_ENDPOINTS = {
  list: auditLog.get('/api/admin/audit-log', { query: AuditLogQuerySchema, response: AuditLogPageSchema }),
  exportCsv: auditLog.get('/api/admin/audit-log/export.csv', { query: AuditLogFilterSchema }),
};
