import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@app/web';

export interface TimelineEntry {
  key: string;
  /** When it happened, as an ISO timestamp: entries are shown in this order, oldest first. */
  at: string;
  title: ReactNode;
  /** Who did it, shown as "by …" after the title. */
  by?: string | null;
  /** Lines of text under the entry (a comment, a note, a mail's outcome), each kept with its line breaks. */
  notes?: (string | null)[];
}

/** A history as an ordered list, oldest first: what happened, by whom, when, and any text that came with it. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const ordered = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <StyledTimeline>
      {ordered.map((entry) => (
        <li key={entry.key}>
          <strong>{entry.title}</strong>
          {entry.by ? ` by ${entry.by}` : ''}, <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.notes?.map((note, index) => note !== null && <StyledNote key={index}>{note}</StyledNote>)}
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

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing[1]} 0 0;
  white-space: pre-wrap;
`;
