import { Link, useSearchParams } from 'react-router-dom';
import { monthLabel, type OwnerRequestsQuery, TENANCY_STATUS_LABELS } from '@app/contracts';
import { Button, EmptyState, Row } from '@app/ui';
import { formatDollars, formatSingaporeDay, QueryStatus } from '@app/web';
import { CONDITION_REPORTS_PATH, CURRENT_STATEMENT_PATH, ownerRequestPath, statementPath } from '../../shared/paths';
import { PagedCardList } from '../../shared/paged-card-list';
import { RequestCardLink } from '../../shared/request-card-link';
import { StyledCardList, StyledPortalPage } from '../../shared/portal-styles';
import { useOwnerRequests, useOwnerStatements, useOwnerUnits } from '../api/owner-queries';
import { OwnerRentCharts } from './owner-rent-charts';

const STATE_LABELS: Record<OwnerRequestsQuery['state'], string> = { open: 'Open', closed: 'Closed' };

/** /portal for an owner: their units with each tenancy, the repairs on them (open or closed), and their statements. */
export function OwnerHomePage() {
  const [params, setParams] = useSearchParams();
  const state: OwnerRequestsQuery['state'] = params.get('requests') === 'closed' ? 'closed' : 'open';
  const requestsPage = Math.max(1, Number(params.get('page')) || 1);
  const statementsPage = Math.max(1, Number(params.get('statements')) || 1);
  const show = (next: Record<string, string | number>) => {
    const merged = { requests: state, page: requestsPage, statements: statementsPage, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([key, value]) => !(key === 'requests' ? value === 'open' : value === 1))
          .map(([key, value]) => [key, String(value)]),
      ),
    );
  };
  return (
    <StyledPortalPage>
      <h1>Your units</h1>
      <OwnerRentCharts />
      <OwnerUnitsList />
      <Button as={Link} to={CONDITION_REPORTS_PATH} variant="outline">
        Condition reports
      </Button>
      <h2>Monthly statements</h2>
      <Button as={Link} to={CURRENT_STATEMENT_PATH} variant="outline">
        This month so far
      </Button>
      <OwnerStatementsList page={statementsPage} onPage={(next) => show({ statements: next })} />
      <h2>Repairs</h2>
      <Row $gap={2} aria-label="Repairs">
        {(['open', 'closed'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === state ? 'primary' : 'outline'}
            aria-pressed={value === state}
            onClick={() => show({ requests: value, page: 1 })}
          >
            {STATE_LABELS[value]}
          </Button>
        ))}
      </Row>
      <OwnerRequestsList state={state} page={requestsPage} onPage={(next) => show({ page: next })} />
    </StyledPortalPage>
  );
}

function OwnerUnitsList() {
  const units = useOwnerUnits();
  return (
    <QueryStatus query={units} subject="your units">
      {(result) =>
        result.units.length === 0 ? (
          <EmptyState headingLevel={2} title="No units yet" description="Once we link your units to your account, they show here." />
        ) : (
          <StyledCardList>
            {result.units.map((unit) => (
              <li key={unit.id}>
                <div>
                  <strong>{unit.unit}</strong>
                  <small>Management fee {unit.managementFeePercent}% of the rent</small>
                  {unit.tenancies.length === 0 ? (
                    <span>No tenancy yet.</span>
                  ) : (
                    unit.tenancies.map((tenancy) => (
                      <span key={tenancy.id}>
                        {TENANCY_STATUS_LABELS[tenancy.status]}: {formatSingaporeDay(tenancy.leaseStart)} to {formatSingaporeDay(tenancy.leaseEnd)},{' '}
                        {formatDollars(tenancy.monthlyRent)} a month
                      </span>
                    ))
                  )}
                </div>
              </li>
            ))}
          </StyledCardList>
        )
      }
    </QueryStatus>
  );
}

function OwnerStatementsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const statements = useOwnerStatements(page);
  return (
    <QueryStatus query={statements} subject="your statements">
      {(result) => (
        <PagedCardList result={result} empty={<p>Your first statement comes on the 1st of next month.</p>} onPage={onPage}>
          {(statement) => (
            <Link to={statementPath(statement.id)}>
              <strong>{monthLabel(statement.month)}</strong>
              <span>Net {formatDollars(statement.net)}</span>
            </Link>
          )}
        </PagedCardList>
      )}
    </QueryStatus>
  );
}

function OwnerRequestsList({ state, page, onPage }: { state: OwnerRequestsQuery['state']; page: number; onPage: (page: number) => void }) {
  const requests = useOwnerRequests(state, page);
  return (
    <QueryStatus query={requests} subject="the repairs">
      {(result) => (
        <PagedCardList result={result} empty={<p>{state === 'open' ? 'No repairs under way.' : 'No finished repairs yet.'}</p>} onPage={onPage}>
          {(request) => (
            <RequestCardLink
              request={request}
              to={ownerRequestPath(request.id)}
              detail={request.cost !== null ? ` · cost ${formatDollars(request.cost)}` : ''}
            />
          )}
        </PagedCardList>
      )}
    </QueryStatus>
  );
}
