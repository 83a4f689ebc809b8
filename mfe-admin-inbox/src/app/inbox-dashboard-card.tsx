import { InboxDashboardCard } from '../inbox-counts/components/inbox-dashboard-card';

/** Exposed as mfe_admin_inbox/InboxDashboardCard: the shell shows it among the dashboard's cards. */
export default InboxDashboardCard;
