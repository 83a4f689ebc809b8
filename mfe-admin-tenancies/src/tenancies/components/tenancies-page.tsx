import { Link } from 'react-router-dom';
import { DEFAULT_TENANCY_PAGE_SIZE, type Tenancy, TENANCY_STATUS_LABELS, TENANCY_STATUSES, type TenancyStatus } from '@app/contracts';
import { Badge, Card, CardContent, EmptyState, FormField, PagedTable, Select, TableCell, TableRow, useListParams } from '@app/ui';
import { formatDollars, pagedState } from '@app/web';
import { ListHeader } from '../../shared/list-header';
import { ListSearch } from '../../shared/list-search';
import { TENANCIES_PATH, tenancyPath } from '../../shared/paths';
import { useTenancies } from '../api/tenancies-queries';

const isStatus = (value: string): value is TenancyStatus => (TENANCY_STATUSES as readonly string[]).includes(value);
const COLUMNS = ['Status', 'Tenant', 'Unit', 'Lease', 'Monthly rent'];
const FILTERS = ['q', 'status'] as const;

/** Every tenancy, searchable by tenant or unit and filtered by status, a page at a time; the filters live in the address bar. */
export function TenanciesPage() {
  const { values, page, show } = useListParams(FILTERS);
  const { q, status } = values;
  return (
    <Card>
      <ListHeader
        title="Tenancies"
        description="Leases of the units we manage, and their tenants’ access to the repair portal."
        newPath={`${TENANCIES_PATH}/new`}
        newLabel="New tenancy"
      />
      <CardContent>
        <ListSearch key={q} label="Tenancies" placeholder="Tenant, e-mail, phone or unit" columns="2fr auto 1fr" q={q} onSearch={(next) => show({ q: next })}>
          <FormField label="Status">
            <Select value={status} onChange={(event) => show({ status: event.target.value })}>
              <option value="">All statuses</option>
              {TENANCY_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {TENANCY_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </FormField>
        </ListSearch>
        <TenanciesList
          query={{ q: q || undefined, status: isStatus(status) ? status : undefined, page, pageSize: DEFAULT_TENANCY_PAGE_SIZE }}
          filtered={Boolean(q || status)}
          onPage={(next) => show({ page: next })}
        />
      </CardContent>
    </Card>
  );
}

function TenanciesList({ query, filtered, onPage }: { query: Parameters<typeof useTenancies>[0]; filtered: boolean; onPage: (page: number) => void }) {
  const tenancies = useTenancies(query);
  return (
    <PagedTable
      caption="Tenancies"
      columns={COLUMNS}
      state={pagedState(tenancies)}
      subject="tenancies"
      onPage={onPage}
      empty={
        <EmptyState
          headingLevel={2}
          title={filtered ? 'No tenancies match these filters' : 'No tenancies yet'}
          description={filtered ? 'Try another search or status.' : 'Add the first tenancy with New tenancy.'}
        />
      }
    >
      {(items) => items.map((tenancy) => <TenancyRow key={tenancy.id} tenancy={tenancy} />)}
    </PagedTable>
  );
}

function TenancyRow({ tenancy }: { tenancy: Tenancy }) {
  return (
    <TableRow>
      <TableCell>
        <Badge variant={tenancy.status === 'active' ? 'success' : 'neutral'}>{TENANCY_STATUS_LABELS[tenancy.status]}</Badge>
      </TableCell>
      <TableCell>
        <Link to={tenancyPath(tenancy.id)}>{tenancy.tenantName}</Link>
        <div>{tenancy.tenantEmail}</div>
      </TableCell>
      <TableCell>{tenancy.unit}</TableCell>
      <TableCell>
        {tenancy.leaseStart} to {tenancy.leaseEnd}
      </TableCell>
      <TableCell>{formatDollars(tenancy.monthlyRent)}</TableCell>
    </TableRow>
  );
}
