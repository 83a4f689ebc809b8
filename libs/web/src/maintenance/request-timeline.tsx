import styled from 'styled-components';
import type { MaintenanceEvent } from '@app/contracts';
import { formatDateTime } from '../format';

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
  return (
    <StyledTimeline>
      {events.map((event) => (
        <li key={event.id}>
          <strong>{describe(event)}</strong>
          {event.by ? ` by ${event.by}` : ''}, <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          {(event.kind === 'comment' || event.kind === 'note') && <StyledText>{event.text}</StyledText>}
        </li>
      ))}
    </StyledTimeline>
  );
}

const StyledTimeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing[5]};
  overflow-wrap: anywhere;
`;

const StyledText = styled.p`
  margin: ${({ theme }) => theme.spacing[1]} 0 0;
  white-space: pre-wrap;
`;
