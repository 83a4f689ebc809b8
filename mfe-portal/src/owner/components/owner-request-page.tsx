import { useParams } from 'react-router-dom';
import { MAINTENANCE_CATEGORY_LABELS, MAINTENANCE_STATUS_LABELS, MAINTENANCE_URGENCY_LABELS } from '@app/contracts';
import { formatDateTime, formatDollars } from '@app/web';
import { RequestPhotos, RequestTimeline } from '@app/domain-ui';
import { OwnerRecordPage } from './owner-record-page';
import { useOwnerRequest } from '../api/owner-queries';

/** /portal/owner/requests/:id: a repair on one of the owner's units, with its cost, photos and timeline. */
export function OwnerRequestPage() {
  const { id = '' } = useParams();
  const request = useOwnerRequest(id);
  return (
    <OwnerRecordPage query={request} subject="the repair">
      {(loaded) => (
        <>
          <h1>
            {loaded.reference} · {MAINTENANCE_CATEGORY_LABELS[loaded.category]}
          </h1>
          <p role="status">
            {MAINTENANCE_STATUS_LABELS[loaded.status]}
            {loaded.doneAt ? ` on ${formatDateTime(loaded.doneAt)}` : ''} · {loaded.cost !== null ? `cost ${formatDollars(loaded.cost)}` : 'no cost yet'}
          </p>
          <p>
            {loaded.unit} · {MAINTENANCE_URGENCY_LABELS[loaded.urgency]} · reported {formatDateTime(loaded.createdAt)}
          </p>
          <p>{loaded.description}</p>
          <h2>Photos</h2>
          <RequestPhotos photos={loaded.photos} />
          <h2>Timeline</h2>
          <RequestTimeline events={loaded.timeline} />
        </>
      )}
    </OwnerRecordPage>
  );
}
