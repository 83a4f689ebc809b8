const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_admin_content',
  exposes: {
    './ContentApp': './src/app/content-app.tsx',
  },
});
