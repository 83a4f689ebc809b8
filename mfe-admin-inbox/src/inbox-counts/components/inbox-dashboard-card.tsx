import { Link } from 'react-router-dom';
import { CardDescription, CardTitle, LinkCard } from '@app/ui';
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
    <LinkCard as={Link} to={INBOX_PATH}>
      <CardTitle as="h2">Inbox</CardTitle>
      <CardDescription>Website enquiries: {countsText(counts.data, counts.isError)}</CardDescription>
    </LinkCard>
  );
}
