// Built as its package.json's "remote" field declares it.
const { createRemoteConfig } = require('../tools/rspack/create-app-config.cjs');

module.exports = createRemoteConfig(__dirname);
