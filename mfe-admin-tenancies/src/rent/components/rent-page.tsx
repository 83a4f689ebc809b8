import { Link } from 'react-router-dom';
import { DEFAULT_RENT_ACCOUNTS_PAGE_SIZE, formatCents, type RentAccount } from '@app/contracts';
import { AdminPage, Card, CardContent, CardDescription, CardHeader, CardTitle, Checkbox, Row, TableCell, TableRow, useListParams } from '@app/ui';
import { formatSingaporeDay } from '@app/web';
import { SearchList } from '../../shared/search-list';
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
  const accounts = useRentAccounts({ q: q || undefined, overdue: overdue ? 'true' : undefined, page, pageSize: DEFAULT_RENT_ACCOUNTS_PAGE_SIZE });
  return (
    <AdminPage $gap={4}>
      <PendingPaymentsCard />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Rent</CardTitle>
          <CardDescription>Each tenancy’s balance. Open one for its ledger, to record a payment, or to add a charge or a credit.</CardDescription>
          <Row as="nav" $gap={4} $wrap aria-label="Bank and arrears">
            <Link to={BANK_IMPORT_PATH}>Import a bank statement</Link>
            <Link to={BANK_LINES_PATH}>Bank lines to match</Link>
            <Link to={ARREARS_PATH}>Arrears report</Link>
          </Row>
        </CardHeader>
        <CardContent>
          <SearchList
            name="Rent accounts"
            subject="the rent accounts"
            placeholder="Tenant or unit"
            layout="2fr auto 1fr"
            q={q}
            show={show}
            filters={
              <Checkbox label="Only those behind" checked={overdue} onChange={(event) => show({ overdue: event.currentTarget.checked ? 'true' : '' })} />
            }
            columns={COLUMNS}
            results={accounts}
            filtered={Boolean(q) || overdue}
            none={{ title: 'No tenancies yet', description: 'A tenancy’s rent shows here once it is created.' }}
            noMatch={{ title: 'No tenancy matches', description: 'Try another search, or show every tenancy.' }}
          >
            {(items) => items.map((account) => <RentAccountRow key={account.id} account={account} />)}
          </SearchList>
        </CardContent>
      </Card>
    </AdminPage>
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
