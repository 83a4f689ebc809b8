import { Link } from 'react-router-dom';
import { Button } from '@app/ui';
import { QueryStatus, type QueryStatusProps } from '@app/web';
import { PORTAL_PATH } from '../../shared/paths';

/** One of the owner's records (a repair, a statement) as its page: the link back to their units, then the record once loaded. */
export function OwnerRecordPage<T>(record: QueryStatusProps<T>) {
  return (
    <>
      <Button as={Link} to={PORTAL_PATH} variant="ghost" size="sm">
        Back to your units
      </Button>
      <QueryStatus {...record} />
    </>
  );
}
