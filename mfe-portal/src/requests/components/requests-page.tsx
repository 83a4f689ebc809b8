import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MAINTENANCE_CATEGORY_LABELS, MAINTENANCE_STATUS_LABELS, type PortalAccount } from '@app/contracts';
import { Button, EmptyState, Pagination } from '@app/ui';
import { formatDateTime, QueryStatus } from '@app/web';
import { NEW_REQUEST_PATH, requestPath } from '../../shared/paths';
import { StyledCardList } from '../../shared/portal-styles';
import { useMyRequests } from '../api/requests-queries';

/** /portal: the tenant's repair requests, newest first, and a way to report a new one. */
export function RequestsPage({ account }: { account: PortalAccount }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useMyRequests(page);
  const canFile = account.tenancies.some((tenancy) => tenancy.status !== 'ended');
  return (
    <StyledPage>
      <h1>Your repair requests</h1>
      {canFile && (
        <Button as={Link} to={NEW_REQUEST_PATH}>
          Report a repair
        </Button>
      )}
      <QueryStatus query={requests} subject="your requests">
        {(result) =>
          result.total === 0 ? (
            <EmptyState
              headingLevel={2}
              title="No requests yet"
              description="When something in your home needs fixing, report it here and follow it until it is done."
            />
          ) : (
            <>
              <StyledCardList>
                {result.items.map((request) => (
                  <li key={request.id}>
                    <Link to={requestPath(request.id)}>
                      <strong>
                        {request.reference} · {MAINTENANCE_CATEGORY_LABELS[request.category]}
                      </strong>
                      <span>{MAINTENANCE_STATUS_LABELS[request.status]}</span>
                      <small>
                        {request.unit} · {formatDateTime(request.createdAt)}
                      </small>
                    </Link>
                  </li>
                ))}
              </StyledCardList>
              <Pagination
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )
        }
      </QueryStatus>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;
