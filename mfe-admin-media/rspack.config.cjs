const { createAppConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  containerName: 'mfe_admin_media',
  exposes: {
    './MediaLibraryApp': './src/app/media-app.tsx',
    './MediaPicker': './src/media-picker/media-picker.tsx',
  },
});
