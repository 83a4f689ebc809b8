import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_TENANCY_PAGE_SIZE, type Tenancy, TENANCY_STATUS_LABELS, TENANCY_STATUSES, type TenancyStatus } from '@app/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeaderWithActions,
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
import { formatDollars, pagedState } from '@app/web';
import { useHandlesMoney } from '../../shared/handles-money';
import { StyledListFilters } from '../../shared/layout';
import { TENANCIES_PATH, tenancyPath } from '../../shared/paths';
import { useTenancies } from '../api/tenancies-queries';

const isStatus = (value: string): value is TenancyStatus => (TENANCY_STATUSES as readonly string[]).includes(value);
const COLUMNS = ['Status', 'Tenant', 'Unit', 'Lease', 'Monthly rent'];

/** Every tenancy, searchable by tenant or unit and filtered by status, a page at a time; the filters live in the address bar. */
export function TenanciesPage() {
  const handlesMoney = useHandlesMoney();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = pageFromParams(params);
  const show = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status, page: 1, ...next };
    setParams(Object.fromEntries(Object.entries({ ...merged, page: merged.page > 1 ? String(merged.page) : '' }).filter(([, value]) => value !== '')));
  };

  return (
    <Card>
      <CardHeaderWithActions>
        <div>
          <CardTitle as="h1">Tenancies</CardTitle>
          <CardDescription>Leases of the units we manage, and their tenants’ access to the repair portal.</CardDescription>
        </div>
        {handlesMoney && (
          <Button as={Link} to={`${TENANCIES_PATH}/new`}>
            New tenancy
          </Button>
        )}
      </CardHeaderWithActions>
      <CardContent>
        <TenancyFilters key={q} q={q} status={status} onChange={show} />
        <TenanciesList
          query={{ q: q || undefined, status: isStatus(status) ? status : undefined, page, pageSize: DEFAULT_TENANCY_PAGE_SIZE }}
          filtered={Boolean(q || status)}
          onPage={(next) => show({ page: next })}
        />
      </CardContent>
    </Card>
  );
}

function TenancyFilters({ q, status, onChange }: { q: string; status: string; onChange: (next: { q?: string; status?: string }) => void }) {
  const [search, setSearch] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <StyledListFilters $columns="2fr auto 1fr" role="search" aria-label="Tenancies" onSubmit={submit}>
      <FormField label="Search">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Tenant, e-mail, phone or unit" />
      </FormField>
      <Button type="submit">Search</Button>
      <FormField label="Status">
        <Select value={status} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">All statuses</option>
          {TENANCY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TENANCY_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </FormField>
    </StyledListFilters>
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
