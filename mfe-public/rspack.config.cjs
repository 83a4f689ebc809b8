const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_public',
  ownRoot: true,
  exposes: {
    './site': './src/site/start-public-site.tsx',
  },
  serverExposes: {
    './ssr': './src/site/render-page.tsx',
  },
});
