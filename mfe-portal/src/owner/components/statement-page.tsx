import { useParams } from 'react-router-dom';
import { Button } from '@app/ui';
import { StatementDocument } from '@app/domain-ui';
import { OwnerRecordPage } from './owner-record-page';
import { useOwnerStatement } from '../api/owner-queries';

/** /portal/statements/:id (or `current`, the month so far): the statement as a printable document. */
export function StatementPage() {
  const { id = '' } = useParams();
  const statement = useOwnerStatement(id);
  return (
    <OwnerRecordPage query={statement} subject="the statement">
      {(loaded) => (
        <>
          <StatementDocument statement={loaded} />
          <Button variant="outline" onClick={() => window.print()}>
            Print or save as PDF
          </Button>
        </>
      )}
    </OwnerRecordPage>
  );
}
