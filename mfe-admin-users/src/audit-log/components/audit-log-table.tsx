import styled from 'styled-components';
import { type AuditEntry, auditActionLabel } from '@app/contracts';
import { DataTable, TableCell, TableRow } from '@app/ui';
import { formatDateTime } from '@app/web';

const COLUMNS = ['Time', 'Action', 'Actor', 'Target', 'Address', 'Details'];

/** The actor's name; the system for scheduled work; an account since deleted by its id. */
function actorText(entry: AuditEntry): string {
  if (!entry.actor) return 'System or unknown';
  return entry.actor.username ?? `Deleted account ${entry.actor.id}`;
}

function targetText(entry: AuditEntry): string {
  return entry.targetUsername ?? entry.targetId ?? '–';
}

/** The readable label, and under it the stored name (what the CSV's Action column and the filter's address carry). */
function ActionCell({ action }: { action: string }) {
  const label = auditActionLabel(action);
  return (
    <TableCell>
      {label}
      {label !== action && <StyledActionName>{action}</StyledActionName>}
    </TableCell>
  );
}

export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable columns={COLUMNS}>
      {entries.map((entry) => (
        <TableRow key={entry.id}>
          <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
          <ActionCell action={entry.action} />
          <TableCell>{actorText(entry)}</TableCell>
          <TableCell>{targetText(entry)}</TableCell>
          <TableCell>{entry.clientAddress ?? '–'}</TableCell>
          <StyledDetails>{entry.details ? JSON.stringify(entry.details) : '–'}</StyledDetails>
        </TableRow>
      ))}
    </DataTable>
  );
}

const StyledActionName = styled.code`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
`;

const StyledDetails = styled(TableCell)`
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  word-break: break-word;
`;
