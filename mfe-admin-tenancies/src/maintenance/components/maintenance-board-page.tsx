import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
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
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  FormField,
  Input,
  PagedTable,
  pageFromParams,
  Select,
  TableCell,
  TableRow,
} from '@app/ui';
import { formatDateTime, pagedState } from '@app/web';
import { StyledListFilters } from '../../shared/layout';
import { maintenanceRequestPath } from '../../shared/paths';
import { useMaintenanceRequests } from '../api/maintenance-queries';
import { FollowUpBadge, RequestStatusBadge, ResponseClockBadge, UrgencyBadge } from './request-badges';

const COLUMNS = ['Request', 'Urgency', 'Status', 'Unit and tenant', 'Assigned to', 'First response'];
const FILTERS = ['q', 'status', 'urgency'] as const;
type Filters = Record<(typeof FILTERS)[number], string> & { page: number };

function filtersFrom(params: URLSearchParams): Filters {
  const page = pageFromParams(params);
  return {
    q: params.get('q') ?? '',
    status: params.get('status') ?? 'open',
    urgency: params.get('urgency') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function queryOf(filters: Filters): MaintenanceListQueryInput {
  const status = filters.status === 'all' ? undefined : (filters.status as MaintenanceListQueryInput['status']);
  const urgency = (filters.urgency || undefined) as MaintenanceListQueryInput['urgency'];
  return { q: filters.q || undefined, status, urgency, page: filters.page, pageSize: DEFAULT_MAINTENANCE_PAGE_SIZE };
}

/** The maintenance board: open requests first by default, newest first, with the first-response clock. */
export function MaintenanceBoardPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const show = (next: Partial<Filters>) => {
    const merged: Filters = { ...filters, page: 1, ...next };
    const entries = [...FILTERS.map((name) => [name, merged[name]] as const), ['page', merged.page > 1 ? String(merged.page) : ''] as const];
    setParams(Object.fromEntries(entries.filter(([name, value]) => value !== '' && !(name === 'status' && value === 'open'))));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Maintenance requests</CardTitle>
        <CardDescription>Repairs reported by tenants. First response within 24 business hours; emergencies within 1 hour, day or night.</CardDescription>
      </CardHeader>
      <CardContent>
        <BoardFilters key={filters.q} filters={filters} onChange={show} />
        <BoardList filters={filters} onPage={(page) => show({ page })} />
      </CardContent>
    </Card>
  );
}

function BoardFilters({ filters, onChange }: { filters: Filters; onChange: (next: Partial<Filters>) => void }) {
  const [search, setSearch] = useState(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <StyledListFilters $columns="2fr auto 1fr 1fr" role="search" aria-label="Maintenance requests" onSubmit={submit}>
      <FormField label="Search">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Reference, tenant, unit or description" />
      </FormField>
      <Button type="submit">Search</Button>
      <FormField label="Status">
        <Select value={filters.status} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="open">Open or followed up</option>
          <option value="all">All statuses</option>
          {MAINTENANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MAINTENANCE_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Urgency">
        <Select value={filters.urgency} onChange={(event) => onChange({ urgency: event.target.value })}>
          <option value="">Any urgency</option>
          {MAINTENANCE_URGENCIES.map((urgency) => (
            <option key={urgency} value={urgency}>
              {MAINTENANCE_URGENCY_LABELS[urgency]}
            </option>
          ))}
        </Select>
      </FormField>
    </StyledListFilters>
  );
}

function BoardList({ filters, onPage }: { filters: Filters; onPage: (page: number) => void }) {
  const requests = useMaintenanceRequests(queryOf(filters));
  return (
    <PagedTable
      caption="Maintenance requests"
      columns={COLUMNS}
      state={pagedState(requests)}
      subject="maintenance requests"
      onPage={onPage}
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
