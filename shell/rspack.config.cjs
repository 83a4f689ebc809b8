const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({ appDir: __dirname, containerName: 'shell', isHost: true });
