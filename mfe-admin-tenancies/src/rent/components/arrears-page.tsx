import { Link, useSearchParams } from 'react-router-dom';
import { ARREARS_BUCKET_LABELS, ARREARS_BUCKETS, type ArrearsReport, endpointUrl, formatCents, RENT_ENDPOINTS } from '@app/contracts';
import {
  AdminPage,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeaderWithActions,
  CardTitle,
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableColumnHeaders,
  TableContainer,
  TableRow,
} from '@app/ui';
import { PageOfResults } from '@app/web';
import { rentAccountPath } from '../../shared/paths';
import { useArrears } from '../api/bank-queries';

const COLUMNS = ['Tenant', 'Unit', ...ARREARS_BUCKETS.map((bucket) => ARREARS_BUCKET_LABELS[bucket]), 'Total overdue'];

/** /admin/tenancies/rent/arrears: what each tenancy owes past its due days, by how long, the most overdue first; as CSV too. */
export function ArrearsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const arrears = useArrears(page);
  return (
    <AdminPage $gap={4}>
      <Card>
        <CardHeaderWithActions>
          <div>
            <CardTitle as="h1">Arrears</CardTitle>
            <CardDescription>
              Rent and charges still open after their due day, by the number of days since (Singapore days). Open a tenant for their ledger.
            </CardDescription>
          </div>
          <Button as="a" href={endpointUrl(RENT_ENDPOINTS.arrearsCsv)} download variant="outline">
            Download CSV
          </Button>
        </CardHeaderWithActions>
        <CardContent>
          <PageOfResults
            query={arrears}
            subject="the arrears"
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            empty={<EmptyState headingLevel={2} title="Nobody is behind" description="Every charge past its due day is paid." />}
          >
            {(items) => <ArrearsTable items={items} totals={arrears.data?.totals} />}
          </PageOfResults>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

function ArrearsTable({ items, totals }: { items: ArrearsReport['items']; totals: ArrearsReport['totals'] | undefined }) {
  return (
    <TableContainer>
      <Table>
        <TableColumnHeaders columns={COLUMNS} />
        <TableBody>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
