import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_RENT_ACCOUNTS_PAGE_SIZE, formatCents, type RentAccount, type RentAccountsQueryInput } from '@app/contracts';
import {
  AdminPage,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  EmptyState,
  PagedTable,
  TableCell,
  TableRow,
  useListParams,
} from '@app/ui';
import { formatSingaporeDay, pagedState } from '@app/web';
import { ListSearch } from '../../shared/list-search';
import { ARREARS_PATH, BANK_IMPORT_PATH, BANK_LINES_PATH, rentAccountPath } from '../../shared/paths';
import { useRentAccounts } from '../api/rent-queries';
import { PendingPaymentsCard } from './pending-payments-card';

const COLUMNS = ['Tenant', 'Unit', 'Monthly rent', 'Balance', 'Overdue', 'Waiting'];
const FILTERS = ['q', 'overdue'] as const;

/** /admin/tenancies/rent: the "I've paid" queue first, then every tenancy's balance, searchable, with those behind on their own. */
export function RentPage() {
  const { values, page, show } = useListParams(FILTERS);
  const { q } = values;
  const overdue = values.overdue === 'true';
  return (
    <AdminPage $gap={4}>
      <PendingPaymentsCard />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Rent</CardTitle>
          <CardDescription>Each tenancy’s balance. Open one for its ledger, to record a payment, or to add a charge or a credit.</CardDescription>
          <StyledRentLinks aria-label="Bank and arrears">
            <Link to={BANK_IMPORT_PATH}>Import a bank statement</Link>
            <Link to={BANK_LINES_PATH}>Bank lines to match</Link>
            <Link to={ARREARS_PATH}>Arrears report</Link>
          </StyledRentLinks>
        </CardHeader>
        <CardContent>
          <ListSearch key={q} label="Rent accounts" placeholder="Tenant or unit" columns="2fr auto 1fr" q={q} onSearch={(next) => show({ q: next })}>
            <Checkbox label="Only those behind" checked={overdue} onChange={(event) => show({ overdue: event.currentTarget.checked ? 'true' : '' })} />
          </ListSearch>
          <RentAccounts
            query={{ q: q || undefined, overdue: overdue ? 'true' : undefined, page, pageSize: DEFAULT_RENT_ACCOUNTS_PAGE_SIZE }}
            filtered={Boolean(q) || overdue}
            onPage={(next) => show({ page: next })}
          />
        </CardContent>
      </Card>
    </AdminPage>
  );
}

function RentAccounts({ query, filtered, onPage }: { query: RentAccountsQueryInput; filtered: boolean; onPage: (page: number) => void }) {
  const accounts = useRentAccounts(query);
  return (
    <PagedTable
      caption="Rent accounts"
      columns={COLUMNS}
      state={pagedState(accounts)}
      subject="the rent accounts"
      onPage={onPage}
      empty={
        <EmptyState
          headingLevel={2}
          title={filtered ? 'No tenancy matches' : 'No tenancies yet'}
          description={filtered ? 'Try another search, or show every tenancy.' : 'A tenancy’s rent shows here once it is created.'}
        />
      }
    >
      {(items) => items.map((account) => <RentAccountRow key={account.id} account={account} />)}
    </PagedTable>
  );
}

function RentAccountRow({ account }: { account: RentAccount }) {
  return (
    <TableRow>
      <TableCell>
        <Link to={rentAccountPath(account.tenancyId)}>{account.tenantName}</Link>
      </TableCell>
      <TableCell>{account.unit}</TableCell>
      <TableCell>{formatCents(account.monthlyRentCents)}</TableCell>
      <TableCell>{account.balanceCents < 0 ? `${formatCents(-account.balanceCents)} in credit` : formatCents(account.balanceCents)}</TableCell>
      <TableCell>
        {formatCents(account.overdueCents)}
        {account.overdueCents > 0 && account.oldestOpenDueOn ? <div>since {formatSingaporeDay(account.oldestOpenDueOn)}</div> : null}
      </TableCell>
      <TableCell>{formatCents(account.pendingCents)}</TableCell>
    </TableRow>
  );
}

const StyledRentLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[4]};
`;
