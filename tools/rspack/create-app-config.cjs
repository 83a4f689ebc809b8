// One rspack + Module Federation config for the shell (host) and the four remotes.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rootPackage = require('../../package.json');
const { WORKSPACE_ALIASES } = require('../workspace-aliases.cjs');

const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** Third-party libraries holding React context or module state: one copy for the whole page. */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
];

/** Workspace libraries holding state (session store, toast store) are shared singletons too. */
const STATEFUL_WORKSPACE_LIBS = ['@app/web'];

function sharedModules() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[name] };
  }
  for (const name of STATEFUL_WORKSPACE_LIBS) {
    shared[name] = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
  }
  return shared;
}

function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
      env: { targets: BROWSER_TARGETS },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir         absolute folder of the app (its package.json lives there)
 * @param {string} options.containerName  Module Federation name, a JS identifier (`mfe_admin_users`)
 * @param {Record<string,string>} [options.exposes]  remotes only: exposed modules
 * @param {boolean} [options.isHost]      the shell: publicPath '/', an index.html, no exposes
 */
function createAppConfig({ appDir, containerName, exposes, isHost = false }) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    return {
      mode,
      context: appDir,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2022'],
      // No eval-based source maps: the Content-Security-Policy allows no eval.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: containerName,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Workspace libraries compile from source (so the bundles tree-shake them), by the aliases of tsconfig.base.json.
        alias: Object.fromEntries(Object.entries(WORKSPACE_ALIASES).map(([name, file]) => [`${name}$`, file])),
      },
      // Nothing in these workspace libraries runs for its side effects: unused re-exports of their barrel files are dropped.
      module: { rules: [swcRule(production), { test: /[\\/]libs[\\/](contracts|ui|content)[\\/]src[\\/]/, sideEffects: false }] },
      performance: { hints: false },
      optimization: { minimize: production },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedModules(),
          manifest: true,
          dts: false,
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        ...(isHost ? [new rspack.HtmlRspackPlugin({ template: path.join(appDir, 'src/index.html') })] : []),
        // The host's public/ folder (site images) is served at the origin root.
        ...(isHost ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public'), noErrorOnMissing: true }] })] : []),
      ],
    };
  };
}

module.exports = { createAppConfig, SINGLETON_PACKAGES, STATEFUL_WORKSPACE_LIBS };
