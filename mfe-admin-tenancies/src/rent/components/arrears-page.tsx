import { Link } from 'react-router-dom';
import { ARREARS_BUCKET_LABELS, ARREARS_BUCKETS, type ArrearsReport, endpointUrl, formatCents, RENT_ENDPOINTS } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, EmptyState, PagedTable, TableCell, TableRow, TitledCardHeader, usePageParam } from '@app/ui';
import { pagedState } from '@app/web';
import { rentAccountPath } from '../../shared/paths';
import { useArrears } from '../api/bank-queries';

const COLUMNS = ['Tenant', 'Unit', ...ARREARS_BUCKETS.map((bucket) => ARREARS_BUCKET_LABELS[bucket]), 'Total overdue'];

/** /admin/tenancies/rent/arrears: what each tenancy owes past its due days, by how long, the most overdue first; as CSV too. */
export function ArrearsPage() {
  const [page, showPage] = usePageParam();
  const arrears = useArrears(page);
  return (
    <AdminPage $gap={4}>
      <Card>
        <TitledCardHeader
          title="Arrears"
          description="Rent and charges still open after their due day, by the number of days since (Singapore days). Open a tenant for their ledger."
        >
          <Button as="a" href={endpointUrl(RENT_ENDPOINTS.arrearsCsv)} download variant="outline">
            Download CSV
          </Button>
        </TitledCardHeader>
        <CardContent>
          <PagedTable
            caption="Tenancies with charges past their due day, the most overdue first"
            columns={COLUMNS}
            state={pagedState(arrears)}
            subject="the arrears"
            onPage={showPage}
            empty={<EmptyState headingLevel={2} title="Nobody is behind" description="Every charge past its due day is paid." />}
          >
            {(items) => <ArrearsRows items={items} totals={arrears.data?.totals} />}
          </PagedTable>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

/** The page's tenancies, then the totals over all of them. */
function ArrearsRows({ items, totals }: { items: ArrearsReport['items']; totals: ArrearsReport['totals'] | undefined }) {
  return (
    <>
      {items.map((row) => (
        <TableRow key={row.tenancyId}>
          <TableCell>
            <Link to={rentAccountPath(row.tenancyId)}>{row.tenantName}</Link>
          </TableCell>
          <TableCell>{row.unit}</TableCell>
          {ARREARS_BUCKETS.map((bucket) => (
            <TableCell key={bucket}>{formatCents(row[bucket])}</TableCell>
          ))}
          <TableCell>
            <strong>{formatCents(row.totalCents)}</strong>
          </TableCell>
        </TableRow>
      ))}
      {totals ? (
        <TableRow>
          <TableCell>
            <strong>All tenancies</strong>
          </TableCell>
          <TableCell />
          {ARREARS_BUCKETS.map((bucket) => (
            <TableCell key={bucket}>
              <strong>{formatCents(totals[bucket])}</strong>
            </TableCell>
          ))}
          <TableCell>
            <strong>{formatCents(totals.totalCents)}</strong>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
