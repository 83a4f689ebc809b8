import { CountsDashboardCard } from '@app/domain-ui';
import { useInboxCounts } from '../api/counts-query';
import { INBOX_PATH } from '../../enquiries/utils/inbox-paths';

/** The dashboard's Inbox card: new and overdue enquiries at a glance, linking to the inbox. */
export function InboxDashboardCard() {
  const counts = useInboxCounts();
  return <CountsDashboardCard title="Inbox" subject="Website enquiries" to={INBOX_PATH} counts={counts.data} failed={counts.isError} />;
}
