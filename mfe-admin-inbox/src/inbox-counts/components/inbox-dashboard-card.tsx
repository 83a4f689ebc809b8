import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardDescription, CardTitle } from '@app/ui';
import { useInboxCounts } from '../api/counts-query';
import { INBOX_PATH } from '../../enquiries/utils/inbox-paths';

function countsText(counts: { new: number; overdue: number } | undefined, failed: boolean): string {
  if (failed) return 'Counts could not be loaded';
  if (!counts) return 'Loading counts...';
  return `${counts.new} new · ${counts.overdue} overdue`;
}

/** The dashboard's Inbox card: new and overdue enquiries at a glance, linking to the inbox. */
export function InboxDashboardCard() {
  const counts = useInboxCounts();
  return (
    <StyledCard to={INBOX_PATH}>
      <CardTitle as="h2">Inbox</CardTitle>
      <CardDescription>Website enquiries: {countsText(counts.data, counts.isError)}</CardDescription>
    </StyledCard>
  );
}

const StyledCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
