import { Link, Navigate } from 'react-router-dom';
import { AUDIT_ENDPOINTS, type AuditLogQueryInput, canManageUsers, endpointUrl } from '@app/contracts';
import { Button, Card, CardContent, EmptyState, PagedResults, TitledCardHeader, useListParams } from '@app/ui';
import { pagedState, useCurrentUser } from '@app/web';
import { useAuditLog } from '../api/audit-log-query';
import { AUDIT_FILTERS, AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

const PAGE_SIZE = 50;

/** /admin/users/audit-log: super admins read the whole log, admins the rows about content managers (docs/features/accounts.md). */
export function AuditLogPage() {
  const actor = useCurrentUser();
  if (!actor || !canManageUsers(actor.role)) return <Navigate to="/admin" replace />;
  return (
    <AuditLog
      description={
        actor.role === 'super_admin'
          ? 'Every sign-in, account change and content and media action.'
          : 'What content managers did, and what was done to their accounts.'
      }
    />
  );
}

function AuditLog({ description }: { description: string }) {
  const { values, cursor, show } = useListParams(AUDIT_FILTERS);
  const filters = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<typeof values>;
  const query: AuditLogQueryInput = { ...filters, ...cursor, pageSize: PAGE_SIZE };
  const log = useAuditLog(query);

  return (
    <Card>
      <TitledCardHeader title="Audit Log" description={description}>
        <Button as="a" variant="outline" href={endpointUrl(AUDIT_ENDPOINTS.exportCsv, undefined, filters)} download>
          Export CSV
        </Button>
      </TitledCardHeader>
      <CardContent>
        <p>
          <Link to="/admin/users">Back to User Management</Link>
        </p>
        <AuditLogFilters key={JSON.stringify(values)} filters={values} actions={log.data?.actions ?? []} onChange={(next) => show(next)} />
        <PagedResults
          state={pagedState(log)}
          subject="the audit log"
          empty={<EmptyState headingLevel={2} title="No audit entries found" description="Try other filters or a wider range of days." />}
        >
          {(items) => <AuditLogTable entries={items} />}
        </PagedResults>
      </CardContent>
    </Card>
  );
}
