import { Link, useParams } from 'react-router-dom';
import { Button } from '@app/ui';
import { QueryStatus } from '@app/web';
import { StatementDocument } from '@app/domain-ui';
import { PORTAL_PATH } from '../../shared/paths';
import { useOwnerStatement } from '../api/owner-queries';

/** /portal/statements/:id (or `current`, the month so far): the statement as a printable document. */
export function StatementPage() {
  const { id = '' } = useParams();
  const statement = useOwnerStatement(id);
  return (
    <>
      <Button as={Link} to={PORTAL_PATH} variant="ghost" size="sm">
        Back to your units
      </Button>
      <QueryStatus query={statement} subject="the statement">
        {(loaded) => (
          <>
            <StatementDocument statement={loaded} />
            <Button variant="outline" onClick={() => window.print()}>
              Print or save as PDF
            </Button>
          </>
        )}
      </QueryStatus>
    </>
  );
}
