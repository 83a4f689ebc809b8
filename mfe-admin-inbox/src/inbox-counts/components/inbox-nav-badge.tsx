import styled from 'styled-components';
import { Badge } from '@app/ui';
import { useInboxCounts } from '../api/counts-query';

/** Beside the sidebar's Inbox link: how many enquiries are new and how many are overdue; nothing when none. */
export function InboxNavBadge() {
  const counts = useInboxCounts();
  if (!counts.data) return null;
  const { new: fresh, overdue } = counts.data;
  return (
    <StyledBadges>
      {fresh > 0 && <Badge variant="accent" aria-label={`${fresh} new`}>{fresh} new</Badge>}
      {overdue > 0 && <Badge variant="destructive" aria-label={`${overdue} overdue`}>{overdue} overdue</Badge>}
    </StyledBadges>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing[1]};
  margin-left: ${({ theme }) => theme.spacing[2]};
`;
