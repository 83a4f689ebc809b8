export { default as TenanciesApp } from './app/tenancies-app';
export { default as MaintenanceNavBadge } from './app/maintenance-nav-badge';
export { default as MaintenanceDashboardCard } from './app/maintenance-dashboard-card';
