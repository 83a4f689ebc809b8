import styled from 'styled-components';
import { Badge } from '@app/ui';

/** An area's counts; `followUps` (maintenance only) are finished items someone came back to. */
export type NewAndOverdue = { new: number; overdue: number; followUps?: number };

/** Beside a sidebar link: how many items are new and how many are overdue; nothing when none (or not loaded). */
export function CountsNavBadge({ counts }: { counts: NewAndOverdue | undefined }) {
  if (!counts) return null;
  const { new: fresh, overdue, followUps = 0 } = counts;
  return (
    <StyledBadges>
      {fresh > 0 && (
        <Badge variant="accent" aria-label={`${fresh} new`}>
          {fresh} new
        </Badge>
      )}
      {followUps > 0 && (
        <Badge variant="accent" aria-label={`${followUps} ${followUps === 1 ? 'follow-up' : 'follow-ups'}`}>
          {followUps} {followUps === 1 ? 'follow-up' : 'follow-ups'}
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
