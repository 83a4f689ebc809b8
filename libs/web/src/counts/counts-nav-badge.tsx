import styled from 'styled-components';
import { Badge } from '@app/ui';

export type NewAndOverdue = { new: number; overdue: number };

/** Beside a sidebar link: how many items are new and how many are overdue; nothing when none (or not loaded). */
export function CountsNavBadge({ counts }: { counts: NewAndOverdue | undefined }) {
  if (!counts) return null;
  const { new: fresh, overdue } = counts;
  return (
    <StyledBadges>
      {fresh > 0 && (
        <Badge variant="accent" aria-label={`${fresh} new`}>
          {fresh} new
        </Badge>
      )}
      {overdue > 0 && (
        <Badge variant="destructive" aria-label={`${overdue} overdue`}>
          {overdue} overdue
        </Badge>
      )}
    </StyledBadges>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing[1]};
  margin-left: ${({ theme }) => theme.spacing[2]};
`;
