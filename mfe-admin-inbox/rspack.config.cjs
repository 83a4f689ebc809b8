const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_admin_inbox',
  exposes: {
    './InboxApp': './src/app/inbox-app.tsx',
    './InboxNavBadge': './src/app/inbox-nav-badge.tsx',
    './InboxDashboardCard': './src/app/inbox-dashboard-card.tsx',
  },
});
