const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_admin_users',
  exposes: {
    './UsersApp': './src/app/users-app.tsx',
    './AccountApp': './src/app/account-app.tsx',
  },
});
