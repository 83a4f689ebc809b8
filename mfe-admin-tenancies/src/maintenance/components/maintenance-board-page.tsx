import { Link } from 'react-router-dom';
import {
  DEFAULT_MAINTENANCE_PAGE_SIZE,
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceListQueryInput,
  type StaffMaintenanceSummary,
} from '@app/contracts';
import { Card, CardContent, CardHeading, EmptyState, FormField, LabelOptions, PagedTable, Select, TableCell, TableRow, useListParams } from '@app/ui';
import { formatDateTime, pagedState } from '@app/web';
import { ListSearch } from '../../shared/list-search';
import { maintenanceRequestPath } from '../../shared/paths';
import { useMaintenanceRequests } from '../api/maintenance-queries';
import { FollowUpBadge, RequestStatusBadge, ResponseClockBadge, UrgencyBadge } from './request-badges';

const COLUMNS = ['Request', 'Urgency', 'Status', 'Unit and tenant', 'Assigned to', 'First response'];
const FILTERS = ['q', 'status', 'urgency'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

function queryOf(filters: Filters, cursor: Pick<MaintenanceListQueryInput, 'after' | 'before'>): MaintenanceListQueryInput {
  const status = filters.status === 'all' ? undefined : (filters.status as MaintenanceListQueryInput['status']);
  const urgency = (filters.urgency || undefined) as MaintenanceListQueryInput['urgency'];
  return { q: filters.q || undefined, status, urgency, ...cursor, pageSize: DEFAULT_MAINTENANCE_PAGE_SIZE };
}

/** The maintenance board: open requests first by default, newest first, with the first-response clock. */
export function MaintenanceBoardPage() {
  const { values: filters, cursor, show } = useListParams(FILTERS, { status: 'open' });
  return (
    <Card>
      <CardHeading
        level="h1"
        title="Maintenance requests"
        description="Repairs reported by tenants. First response within 24 business hours; emergencies within 1 hour, day or night."
      />
      <CardContent>
        <ListSearch
          key={filters.q}
          label="Maintenance requests"
          placeholder="Reference, tenant, unit or description"
          columns="2fr auto 1fr 1fr"
          q={filters.q}
          onSearch={(q) => show({ q })}
        >
          <FormField label="Status">
            <Select value={filters.status} onChange={(event) => show({ status: event.target.value })}>
              <option value="open">Open or followed up</option>
              <option value="all">All statuses</option>
              <LabelOptions values={MAINTENANCE_STATUSES} labels={MAINTENANCE_STATUS_LABELS} />
            </Select>
          </FormField>
          <FormField label="Urgency">
            <Select value={filters.urgency} onChange={(event) => show({ urgency: event.target.value })}>
              <option value="">Any urgency</option>
              <LabelOptions values={MAINTENANCE_URGENCIES} labels={MAINTENANCE_URGENCY_LABELS} />
            </Select>
          </FormField>
        </ListSearch>
        <BoardList query={queryOf(filters, cursor)} />
      </CardContent>
    </Card>
  );
}

function BoardList({ query }: { query: MaintenanceListQueryInput }) {
  const requests = useMaintenanceRequests(query);
  return (
    <PagedTable
      caption="Maintenance requests"
      columns={COLUMNS}
      state={pagedState(requests)}
      subject="maintenance requests"
      empty={<EmptyState headingLevel={2} title="No maintenance requests here" description="Requests tenants file from the portal appear here." />}
    >
      {(items) => items.map((request) => <RequestRow key={request.id} request={request} />)}
    </PagedTable>
  );
}

function RequestRow({ request }: { request: StaffMaintenanceSummary }) {
  return (
    <TableRow>
      <TableCell>
        <Link to={maintenanceRequestPath(request.id)}>{request.reference}</Link>
        <div>
          {MAINTENANCE_CATEGORY_LABELS[request.category]} · {formatDateTime(request.createdAt)}
        </div>
      </TableCell>
      <TableCell>
        <UrgencyBadge urgency={request.urgency} />
      </TableCell>
      <TableCell>
        <RequestStatusBadge status={request.status} />
        <FollowUpBadge at={request.tenantFollowUpAt} />
      </TableCell>
      <TableCell>
        {request.unit}
        <div>{request.tenantName}</div>
      </TableCell>
      <TableCell>{request.assignee?.name ?? 'Unassigned'}</TableCell>
      <TableCell>
        <ResponseClockBadge clock={request.responseClock} />
      </TableCell>
    </TableRow>
  );
}
