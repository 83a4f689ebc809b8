import { AreaTabs } from '@app/domain-ui';
import { INBOX_PATH } from '../enquiries/utils/inbox-paths';

/** The inbox's lists: enquiries, newsletter subscribers, campaigns and the viewing agenda. */
export function InboxTabs() {
  return (
    <AreaTabs
      label="Inbox"
      tabs={[
        { to: INBOX_PATH, label: 'Enquiries', end: true },
        { to: `${INBOX_PATH}/subscribers`, label: 'Newsletter subscribers' },
        { to: `${INBOX_PATH}/campaigns`, label: 'Campaigns' },
        { to: `${INBOX_PATH}/viewings`, label: 'Viewings' },
      ]}
    />
  );
}
