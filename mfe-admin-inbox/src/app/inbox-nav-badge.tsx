import { InboxNavBadge } from '../inbox-counts/components/inbox-nav-badge';

/** Exposed as mfe_admin_inbox/InboxNavBadge: the shell shows it beside the sidebar's Inbox link. */
export default InboxNavBadge;
