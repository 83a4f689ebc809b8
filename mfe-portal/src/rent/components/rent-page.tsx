import { useState } from 'react';
import styled from 'styled-components';
import { formatCents, type Payment, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PortalAccount, type RentBalance } from '@app/contracts';
import { Badge, type BadgeVariant, EmptyState } from '@app/ui';
import { formatSingaporeDay, PagedQueryStatus, QueryStatus } from '@app/web';
import { LedgerEntries, RequestPhotos } from '@app/domain-ui';
import { StyledCardList, StyledPortalPage } from '../../shared/portal-styles';
import { UnitSelect } from '../../shared/unit-select';
import { useTenantLedger, useTenantRent } from '../api/rent-queries';
import { OpenChargeCard } from './open-charge-card';

/** /portal/rent: the tenant's balance, what to pay with its PayNow QR, their "I've paid" notes, and the ledger. */
export function RentPage({ account }: { account: PortalAccount }) {
  const tenancies = account.tenancies;
  const [tenancyId, setTenancyId] = useState((tenancies.find((tenancy) => tenancy.status !== 'ended') ?? tenancies[0])?.id ?? '');
  return (
    <StyledPortalPage>
      <h1>Your rent</h1>
      {!tenancyId && <EmptyState headingLevel={2} title="No tenancy yet" description="Once your tenancy is with us, your rent shows here." />}
      <UnitSelect tenancies={tenancies} value={tenancyId} onChange={setTenancyId} />
      {tenancyId && <TenancyRent key={tenancyId} tenancyId={tenancyId} />}
    </StyledPortalPage>
  );
}

function TenancyRent({ tenancyId }: { tenancyId: string }) {
  const rent = useTenantRent(tenancyId);
  return (
    <>
      <QueryStatus query={rent} subject="your rent">
        {(loaded) => (
          <>
            <BalanceSummary balance={loaded.balance} />
            <h2>To pay</h2>
            {loaded.openCharges.length === 0 ? (
              <p>Nothing to pay right now.</p>
            ) : (
              loaded.openCharges.map((charge) => <OpenChargeCard key={charge.id} tenancyId={tenancyId} charge={charge} />)
            )}
            {loaded.claims.length > 0 && <ClaimsList claims={loaded.claims} />}
          </>
        )}
      </QueryStatus>
      <RentHistory tenancyId={tenancyId} />
    </>
  );
}

/** What the tenant owes (and how much of it is overdue), or their credit, and what waits for staff's confirmation. */
function BalanceSummary({ balance }: { balance: RentBalance }) {
  return (
    <StyledBalance aria-label="Balance">
      {balance.balanceCents > 0 && (
        <p>
          You owe <strong>{formatCents(balance.balanceCents)}</strong>
        </p>
      )}
      {balance.balanceCents < 0 && (
        <p>
          You are <strong>{formatCents(-balance.balanceCents)}</strong> in credit
        </p>
      )}
      {balance.balanceCents === 0 && <p>You are up to date: nothing to pay.</p>}
      {balance.overdueCents > 0 && <p className="overdue">{formatCents(balance.overdueCents)} of it is overdue.</p>}
      {balance.pendingCents > 0 && <p>{formatCents(balance.pendingCents)} you told us you paid is waiting for our confirmation.</p>}
    </StyledBalance>
  );
}

const STATUS_BADGES: Record<Payment['status'], BadgeVariant> = { pending: 'warning', confirmed: 'success', rejected: 'destructive' };

/** The tenant's recent "I've paid" notes, each with what staff decided. */
function ClaimsList({ claims }: { claims: Payment[] }) {
  return (
    <>
      <h2>Payments you told us about</h2>
      <StyledCardList>
        {claims.map((claim) => (
          <li key={claim.id}>
            <div>
              <strong>
                {formatCents(claim.amountCents)} by {PAYMENT_METHOD_LABELS[claim.method]} on {formatSingaporeDay(claim.paidOn)}
              </strong>
              <span>
                <Badge variant={STATUS_BADGES[claim.status]}>{PAYMENT_STATUS_LABELS[claim.status]}</Badge>
              </span>
              {claim.status === 'rejected' && claim.rejectionReason && <span>Why: {claim.rejectionReason}</span>}
              {claim.screenshot && <RequestPhotos photos={[claim.screenshot]} label="Payment screenshot" />}
            </div>
          </li>
        ))}
      </StyledCardList>
    </>
  );
}

function RentHistory({ tenancyId }: { tenancyId: string }) {
  const ledger = useTenantLedger(tenancyId);
  return (
    <section aria-label="Rent history">
      <PagedQueryStatus query={ledger} subject="your rent history" more={{ label: 'Show older entries', loadingLabel: 'Loading older entries...' }}>
        {(entries, loadMore) =>
          entries.length === 0 ? (
            <p>No charges or payments yet.</p>
          ) : (
            <>
              <LedgerEntries entries={entries} caption="Charges, payments and credits, newest first" />
              {loadMore}
            </>
          )
        }
      </PagedQueryStatus>
    </section>
  );
}

const StyledBalance = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }

  .overdue {
    color: ${({ theme }) => theme.colors.destructive};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
