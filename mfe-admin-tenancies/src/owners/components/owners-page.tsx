import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_OWNER_PAGE_SIZE, type Owner } from '@app/contracts';
import {
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
  TableCell,
  TableRow,
} from '@app/ui';
import { pagedState } from '@app/web';
import { useHandlesMoney } from '../../shared/handles-money';
import { StyledListFilters } from '../../shared/layout';
import { OWNERS_PATH, ownerPath } from '../../shared/paths';
import { useOwners } from '../api/owners-queries';

const COLUMNS = ['Owner', 'Phone', 'Units', 'Portal'];

/** Every owner, searchable by name, e-mail, phone or unit, a page at a time; the search lives in the address bar. */
export function OwnersPage() {
  const handlesMoney = useHandlesMoney();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromParams(params);
  const show = (next: { q?: string; page?: number }) => {
    const merged = { q, page: 1, ...next };
    setParams(Object.fromEntries(Object.entries({ q: merged.q, page: merged.page > 1 ? String(merged.page) : '' }).filter(([, value]) => value !== '')));
  };
  return (
    <Card>
      <CardHeaderWithActions>
        <div>
          <CardTitle as="h1">Owners</CardTitle>
          <CardDescription>Who owns the units we manage, our fee on each, and their monthly statements.</CardDescription>
        </div>
        {handlesMoney && (
          <Button as={Link} to={`${OWNERS_PATH}/new`}>
            New owner
          </Button>
        )}
      </CardHeaderWithActions>
      <CardContent>
        <OwnerSearch key={q} q={q} onSearch={(next) => show({ q: next })} />
        <OwnersList query={{ q: q || undefined, page, pageSize: DEFAULT_OWNER_PAGE_SIZE }} filtered={Boolean(q)} onPage={(next) => show({ page: next })} />
      </CardContent>
    </Card>
  );
}

function OwnerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [search, setSearch] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <StyledListFilters $columns="2fr auto" role="search" aria-label="Owners" onSubmit={submit}>
      <FormField label="Search">
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, e-mail, phone or unit" />
      </FormField>
      <Button type="submit">Search</Button>
    </StyledListFilters>
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
