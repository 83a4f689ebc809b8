export { default as InboxApp } from './app/inbox-app';
export { default as InboxNavBadge } from './app/inbox-nav-badge';
export { default as InboxDashboardCard } from './app/inbox-dashboard-card';
