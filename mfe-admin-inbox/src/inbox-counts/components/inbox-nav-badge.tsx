import { CountsNavBadge } from '@app/domain-ui';
import { useInboxCounts } from '../api/counts-query';

/** Beside the sidebar's Inbox link: how many enquiries are new and how many are overdue; nothing when none. */
export function InboxNavBadge() {
  return <CountsNavBadge counts={useInboxCounts().data} />;
}
