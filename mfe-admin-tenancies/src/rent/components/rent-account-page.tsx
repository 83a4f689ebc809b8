import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, type RentBalance } from '@app/contracts';
import { Card, CardContent, CardHeading, EmptyState, Grid, media, PagedResults, usePageParam } from '@app/ui';
import { formatSingaporeDay, pagedState } from '@app/web';
import { LedgerEntries } from '@app/domain-ui';
import { BackLink, QueryDetailPage } from '../../shared/detail-page';
import { RENT_PATH } from '../../shared/paths';
import { useRentBalance, useRentLedger } from '../api/rent-queries';
import { ChargeForm, CreditForm, PaymentForm } from './ledger-forms';
import { RentSettingsCard } from './rent-settings-card';

/** /admin/tenancies/rent/:id: one tenancy's balance and ledger, and the forms that change it. */
export function RentAccountPage() {
  const { id = '' } = useParams();
  const balance = useRentBalance(id);
  return (
    <QueryDetailPage
      back={<BackLink to={RENT_PATH}>Back to Rent</BackLink>}
      query={balance}
      subject="the rent account"
      detail={(loaded) => ({ title: `Rent: ${loaded.tenantName}`, description: loaded.unit, body: <BalanceFigures balance={loaded} /> })}
    >
      <Grid $gap={4} $columns={{ xl: 2 }}>
        <Card>
          <CardHeading
            title="Record a payment"
            description="Allocated to the oldest open charge first; more than is open becomes a credit. The tenant is e-mailed a receipt."
          />
          <CardContent>
            <PaymentForm tenancyId={id} />
          </CardContent>
        </Card>
        <Card>
          <CardHeading title="Add a one-off charge" description="Utilities, a recharged repair: the tenant sees it with its own PayNow QR." />
          <CardContent>
            <ChargeForm tenancyId={id} />
          </CardContent>
        </Card>
        <Card>
          <CardHeading title="Add a credit" />
          <CardContent>
            <CreditForm tenancyId={id} />
          </CardContent>
        </Card>
        <RentSettingsCard tenancyId={id} />
      </Grid>
      <LedgerCard tenancyId={id} />
    </QueryDetailPage>
  );
}

function BalanceFigures({ balance }: { balance: RentBalance }) {
  return (
    <StyledFigures>
      <dt>Balance</dt>
      <dd>{balance.balanceCents < 0 ? `${formatCents(-balance.balanceCents)} in credit` : formatCents(balance.balanceCents)}</dd>
      <dt>Overdue</dt>
      <dd>
        {formatCents(balance.overdueCents)}
        {balance.oldestOpenDueOn && balance.overdueCents > 0 ? ` (oldest due ${formatSingaporeDay(balance.oldestOpenDueOn)})` : ''}
      </dd>
      <dt>Waiting for confirmation</dt>
      <dd>{formatCents(balance.pendingCents)}</dd>
      <dt>Unapplied credit</dt>
      <dd>{formatCents(balance.creditCents)}</dd>
    </StyledFigures>
  );
}

function LedgerCard({ tenancyId }: { tenancyId: string }) {
  const [page, showPage] = usePageParam();
  const ledger = useRentLedger(tenancyId, page);
  return (
    <Card>
      <CardHeading title="Ledger" />
      <CardContent>
        <PagedResults
          state={pagedState(ledger)}
          subject="the ledger"
          onPage={showPage}
          empty={<EmptyState headingLevel={3} title="No charges or payments yet" description="The month's rent is charged on its due day." />}
        >
          {(items) => <LedgerEntries entries={items} caption="Charges, payments and credits, newest first" />}
        </PagedResults>
      </CardContent>
    </Card>
  );
}

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(4, auto);
    grid-auto-flow: column;
    grid-template-rows: auto auto;
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
