import { Link } from 'react-router-dom';
import { DEFAULT_OWNER_PAGE_SIZE, type Owner } from '@app/contracts';
import { TableCell, TableRow, useListParams } from '@app/ui';
import { ListCard } from '../../shared/list-card';
import { SearchList } from '../../shared/search-list';
import { OWNERS_PATH, ownerPath } from '../../shared/paths';
import { useOwners } from '../api/owners-queries';

const COLUMNS = ['Owner', 'Phone', 'Units', 'Portal'];
const FILTERS = ['q'] as const;

/** Every owner, searchable by name, e-mail, phone or unit, a page at a time; the search lives in the address bar. */
export function OwnersPage() {
  const { values, page, show } = useListParams(FILTERS);
  const { q } = values;
  const owners = useOwners({ q: q || undefined, page, pageSize: DEFAULT_OWNER_PAGE_SIZE });
  return (
    <ListCard
      title="Owners"
      description="Who owns the units we manage, our fee on each, and their monthly statements."
      newPath={`${OWNERS_PATH}/new`}
      newLabel="New owner"
    >
      <SearchList
        name="Owners"
        subject="owners"
        placeholder="Name, e-mail, phone or unit"
        layout="2fr auto"
        q={q}
        show={show}
        columns={COLUMNS}
        results={owners}
        filtered={Boolean(q)}
        none={{ title: 'No owners yet', description: 'Add the first owner with New owner.' }}
        noMatch={{ title: 'No owners match this search', description: 'Try another search.' }}
      >
        {(items) => items.map((owner) => <OwnerRow key={owner.id} owner={owner} />)}
      </SearchList>
    </ListCard>
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
