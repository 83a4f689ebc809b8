import { Link } from 'react-router-dom';
import { MAINTENANCE_CATEGORY_LABELS, MAINTENANCE_STATUS_LABELS, type MaintenanceCategory, type MaintenanceStatus } from '@app/contracts';
import { formatDateTime } from '@app/web';

type RequestSummary = { reference: string; category: MaintenanceCategory; status: MaintenanceStatus; unit: string; createdAt: string };

/** A repair request as a card of a list: reference and category, status (then `detail`), unit and when it was filed. */
export function RequestCardLink({ request, to, detail = '' }: { request: RequestSummary; to: string; detail?: string }) {
  return (
    <Link to={to}>
      <strong>
        {request.reference} · {MAINTENANCE_CATEGORY_LABELS[request.category]}
      </strong>
      <span>
        {MAINTENANCE_STATUS_LABELS[request.status]}
        {detail}
      </span>
      <small>
        {request.unit} · {formatDateTime(request.createdAt)}
      </small>
    </Link>
  );
}
