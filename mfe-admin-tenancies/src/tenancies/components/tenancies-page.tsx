import { Link } from 'react-router-dom';
import { DEFAULT_TENANCY_PAGE_SIZE, type Tenancy, TENANCY_STATUS_LABELS, TENANCY_STATUSES, type TenancyStatus } from '@app/contracts';
import { Badge, FormField, LabelOptions, Select, TableCell, TableRow, useListParams } from '@app/ui';
import { formatDollars } from '@app/web';
import { ListCard } from '../../shared/list-card';
import { SearchList } from '../../shared/search-list';
import { TENANCIES_PATH, tenancyPath } from '../../shared/paths';
import { useTenancies } from '../api/tenancies-queries';

const isStatus = (value: string): value is TenancyStatus => (TENANCY_STATUSES as readonly string[]).includes(value);
const COLUMNS = ['Status', 'Tenant', 'Unit', 'Lease', 'Monthly rent'];
const FILTERS = ['q', 'status'] as const;

/** Every tenancy, searchable by tenant or unit and filtered by status, a page at a time; the filters live in the address bar. */
export function TenanciesPage() {
  const { values, page, show } = useListParams(FILTERS);
  const { q, status } = values;
  const tenancies = useTenancies({ q: q || undefined, status: isStatus(status) ? status : undefined, page, pageSize: DEFAULT_TENANCY_PAGE_SIZE });
  return (
    <ListCard
      title="Tenancies"
      description="Leases of the units we manage, and their tenants’ access to the repair portal."
      newPath={`${TENANCIES_PATH}/new`}
      newLabel="New tenancy"
    >
      <SearchList
        name="Tenancies"
        subject="tenancies"
        placeholder="Tenant, e-mail, phone or unit"
        layout="2fr auto 1fr"
        q={q}
        show={show}
        filters={
          <FormField label="Status">
            <Select value={status} onChange={(event) => show({ status: event.target.value })}>
              <option value="">All statuses</option>
              <LabelOptions values={TENANCY_STATUSES} labels={TENANCY_STATUS_LABELS} />
            </Select>
          </FormField>
        }
        columns={COLUMNS}
        results={tenancies}
        filtered={Boolean(q || status)}
        none={{ title: 'No tenancies yet', description: 'Add the first tenancy with New tenancy.' }}
        noMatch={{ title: 'No tenancies match these filters', description: 'Try another search or status.' }}
      >
        {(items) => items.map((tenancy) => <TenancyRow key={tenancy.id} tenancy={tenancy} />)}
      </SearchList>
    </ListCard>
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
