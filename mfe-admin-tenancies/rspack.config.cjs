const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_admin_tenancies',
  exposes: {
    './TenanciesApp': './src/app/tenancies-app.tsx',
    './MaintenanceNavBadge': './src/app/maintenance-nav-badge.tsx',
    './MaintenanceDashboardCard': './src/app/maintenance-dashboard-card.tsx',
    './RentDashboardCard': './src/app/rent-dashboard-card.tsx',
  },
});
