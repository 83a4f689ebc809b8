const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_portal',
  exposes: {
    './PortalApp': './src/app/portal-app.tsx',
  },
});
