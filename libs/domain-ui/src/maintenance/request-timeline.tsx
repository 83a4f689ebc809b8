import type { MaintenanceEvent } from '@app/contracts';
import { Timeline } from '../timeline';

function describe(event: MaintenanceEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Request filed';
    case 'status_changed':
      return `Status: ${event.text ?? ''}`;
    case 'assigned':
      return event.text ? `Assigned to ${event.text}` : 'Unassigned';
    case 'contractor_changed':
      return event.text ? `Contractor: ${event.text}` : 'Contractor removed';
    case 'appointment_changed':
      return event.text ? `Appointment: ${event.text}` : 'Appointment cancelled';
    case 'cost_changed':
      return event.text ? `Cost: ${event.text}` : 'Cost cleared';
    case 'comment':
      return 'Comment';
    case 'note':
      return 'Staff-only note';
    case 'photo_added':
      return `Added ${event.text ?? 'photos'}`;
  }
}

/** Every change of a maintenance request, oldest first; comments and notes with their text. */
export function RequestTimeline({ events }: { events: MaintenanceEvent[] }) {
  const entries = events.map((event) => ({
    key: event.id,
    at: event.at,
    title: describe(event),
    by: event.by,
    notes: event.kind === 'comment' || event.kind === 'note' ? [event.text] : [],
  }));
  return <Timeline entries={entries} />;
}
