import { Link } from 'react-router-dom';
import { DEFAULT_OWNER_PAGE_SIZE, type Owner } from '@app/contracts';
import { Card, CardContent, EmptyState, PagedTable, TableCell, TableRow, useListParams } from '@app/ui';
import { pagedState } from '@app/web';
import { ListHeader } from '../../shared/list-header';
import { ListSearch } from '../../shared/list-search';
import { OWNERS_PATH, ownerPath } from '../../shared/paths';
import { useOwners } from '../api/owners-queries';

const COLUMNS = ['Owner', 'Phone', 'Units', 'Portal'];
const FILTERS = ['q'] as const;

/** Every owner, searchable by name, e-mail, phone or unit, a page at a time; the search lives in the address bar. */
export function OwnersPage() {
  const { values, page, show } = useListParams(FILTERS);
  const { q } = values;
  return (
    <Card>
      <ListHeader
        title="Owners"
        description="Who owns the units we manage, our fee on each, and their monthly statements."
        newPath={`${OWNERS_PATH}/new`}
        newLabel="New owner"
      />
      <CardContent>
        <ListSearch key={q} label="Owners" placeholder="Name, e-mail, phone or unit" columns="2fr auto" q={q} onSearch={(next) => show({ q: next })} />
        <OwnersList query={{ q: q || undefined, page, pageSize: DEFAULT_OWNER_PAGE_SIZE }} filtered={Boolean(q)} onPage={(next) => show({ page: next })} />
      </CardContent>
    </Card>
  );
}

function OwnersList({ query, filtered, onPage }: { query: Parameters<typeof useOwners>[0]; filtered: boolean; onPage: (page: number) => void }) {
  const owners = useOwners(query);
  return (
    <PagedTable
      caption="Owners"
      columns={COLUMNS}
      state={pagedState(owners)}
      subject="owners"
      onPage={onPage}
      empty={
        <EmptyState
          headingLevel={2}
          title={filtered ? 'No owners match this search' : 'No owners yet'}
          description={filtered ? 'Try another search.' : 'Add the first owner with New owner.'}
        />
      }
    >
      {(items) => items.map((owner) => <OwnerRow key={owner.id} owner={owner} />)}
    </PagedTable>
  );
}

function OwnerRow({ owner }: { owner: Owner }) {
  return (
    <TableRow>
      <TableCell>
        <Link to={ownerPath(owner.id)}>{owner.name}</Link>
        <div>{owner.email}</div>
      </TableCell>
      <TableCell>{owner.phone}</TableCell>
      <TableCell>{owner.units.map((unit) => `${unit.unit} (${unit.managementFeePercent}%)`).join(', ')}</TableCell>
      <TableCell>{owner.invitedAt ? 'Invited' : 'Not invited'}</TableCell>
    </TableRow>
  );
}
