import { Link, useSearchParams } from 'react-router-dom';
import type { PortalAccount } from '@app/contracts';
import { Button, EmptyState, Stack } from '@app/ui';
import { QueryStatus } from '@app/web';
import { NEW_REQUEST_PATH, requestPath } from '../../shared/paths';
import { PagedCardList } from '../../shared/paged-card-list';
import { RequestCardLink } from '../../shared/request-card-link';
import { useMyRequests } from '../api/requests-queries';

/** /portal: the tenant's repair requests, newest first, and a way to report a new one. */
export function RequestsPage({ account }: { account: PortalAccount }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useMyRequests(page);
  const canFile = account.tenancies.some((tenancy) => tenancy.status !== 'ended');
  return (
    <Stack>
      <h1>Your repair requests</h1>
      {canFile && (
        <Button as={Link} to={NEW_REQUEST_PATH}>
          Report a repair
        </Button>
      )}
      <QueryStatus query={requests} subject="your requests">
        {(result) => (
          <PagedCardList
            result={result}
            empty={
              <EmptyState
                headingLevel={2}
                title="No requests yet"
                description="When something in your home needs fixing, report it here and follow it until it is done."
              />
            }
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          >
            {(request) => <RequestCardLink request={request} to={requestPath(request.id)} />}
          </PagedCardList>
        )}
      </QueryStatus>
    </Stack>
  );
}
