import { MAINTENANCE_STATUS_LABELS, MAINTENANCE_URGENCY_LABELS, type MaintenanceStatus, type MaintenanceUrgency, type ResponseClock } from '@app/contracts';
import { Badge, type BadgeVariant } from '@app/ui';
import { formatDateTime } from '@app/web';

const URGENCY_VARIANT: Record<MaintenanceUrgency, BadgeVariant> = { routine: 'neutral', urgent: 'warning', emergency: 'destructive' };

export function UrgencyBadge({ urgency }: { urgency: MaintenanceUrgency }) {
  return <Badge variant={URGENCY_VARIANT[urgency]}>{MAINTENANCE_URGENCY_LABELS[urgency]}</Badge>;
}

export function RequestStatusBadge({ status }: { status: MaintenanceStatus }) {
  return (
    <Badge variant={status === 'new' ? 'accent' : status === 'done' || status === 'closed' ? 'success' : 'neutral'}>{MAINTENANCE_STATUS_LABELS[status]}</Badge>
  );
}

/** That the tenant commented after the request was done or closed, and staff have not answered since. */
export function FollowUpBadge({ at }: { at: string | null }) {
  return at ? <Badge variant="accent">Tenant follow-up {formatDateTime(at)}</Badge> : null;
}

/** When the first response is due, or that it is overdue; nothing once staff responded. */
export function ResponseClockBadge({ clock }: { clock: ResponseClock | null }) {
  if (!clock) return <span>Responded</span>;
  if (clock.overdue) return <Badge variant="destructive">Overdue since {formatDateTime(clock.dueAt)}</Badge>;
  return <span>Due {formatDateTime(clock.dueAt)}</span>;
}
