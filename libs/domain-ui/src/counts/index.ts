export { CountsNavBadge, type NewAndOverdue } from './counts-nav-badge';
export { CountsDashboardCard } from './counts-dashboard-card';
