// One rspack + Module Federation config for the shell (host) and the remotes.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rootPackage = require('../../package.json');
const { WORKSPACE_ALIASES } = require('../workspace-aliases.cjs');
const { readRemote } = require('../remotes/remotes.cjs');

const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];
const NODE_TARGETS = ['node >= 20'];

/** Where a remote's server container is built, inside its dist folder (and so served under its address). */
const SERVER_FOLDER = 'server';

/** Third-party libraries holding React context or module state: one copy for the whole page. */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  // The renderer itself (createRoot, hydrateRoot): shell and remotes both start roots with it.
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
];

/** Workspace libraries holding state (session store, toast store) are shared singletons too. */
const STATEFUL_WORKSPACE_LIBS = ['@app/web'];

/** `react-dom/client` -> `react-dom`, `@scope/name/sub` -> `@scope/name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/**
 * A remote that renders a root of its own (mfe-public: a page of its own) shares React alone and bundles the rest,
 * tree-shaken: a shared module is bundled whole (react-router alone is 59 KB gzip), and no context of the other
 * libraries crosses into another container's tree.
 */
const OWN_ROOT_SHARED_PACKAGES = ['react', 'react-dom', 'react-dom/client'];

function sharedModules(ownRoot) {
  const shared = {};
  for (const name of ownRoot ? OWN_ROOT_SHARED_PACKAGES : SINGLETON_PACKAGES) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[packageName(name)] };
  }
  for (const name of ownRoot ? [] : STATEFUL_WORKSPACE_LIBS) {
    shared[name] = { singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' };
  }
  return shared;
}

function swcRule(production, targets = BROWSER_TARGETS) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        // Class names from the file and component name, the same in the browser and the server build (hydration).
        experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: !production }]] },
      },
      env: { targets },
    },
  };
}

/** Resolution and loaders both builds of an app share. */
function commonConfig({ appDir, containerName }, mode, targets) {
  const production = mode === 'production';
  return {
    mode,
    context: appDir,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Workspace libraries compile from source (so the bundles tree-shake them), by the aliases of tsconfig.base.json.
      alias: Object.fromEntries(Object.entries(WORKSPACE_ALIASES).map(([name, file]) => [`${name}$`, file])),
    },
    // Nothing in these workspace libraries runs for its side effects: unused re-exports of their barrel files are dropped.
    module: { rules: [swcRule(production, targets), { test: /[\\/]libs[\\/](contracts|ui|content)[\\/]src[\\/]/, sideEffects: false }] },
    performance: { hints: false },
    optimization: { minimize: production },
    output: { uniqueName: containerName },
  };
}

/**
 * The federation runtime as ES modules, so the browser builds tree-shake it: rspack imports the bundler runtime, the
 * enhanced plugin the runtime plugin, by their CommonJS files (require.resolve), which are bundled whole, the SDK's
 * Node.js loaders and build-time helpers included. The remotes' remoteEntry.js 13.8 -> 8.3 KB gzip, the shell's main.js 31.6 -> 26.1.
 */
function federationRuntimeAsModules() {
  const alias = {};
  for (const name of ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/inject-external-runtime-core-plugin']) {
    const commonJsFile = require.resolve(name);
    alias[commonJsFile] = commonJsFile.replace(/\.cjs$/, '.js');
  }
  // The bundler runtime's own import of the runtime, which rspack aliases to its CommonJS file.
  alias['@module-federation/runtime'] = alias[require.resolve('@module-federation/runtime')];
  return alias;
}

function browserConfig(options, mode) {
  const { appDir, containerName, exposes, isHost = false, ownRoot = false } = options;
  const production = mode === 'production';
  const common = commonConfig(options, mode, BROWSER_TARGETS);
  return {
    ...common,
    resolve: { ...common.resolve, alias: { ...common.resolve.alias, ...federationRuntimeAsModules() } },
    name: 'browser',
    entry: { main: './src/index.ts' },
    target: ['web', 'es2022'],
    // No eval-based source maps: the Content-Security-Policy allows no eval.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      ...common.output,
      path: path.join(appDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: { keep: SERVER_FOLDER },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedModules(ownRoot),
        // The shell provides every shared module and loads it first. 'version-first' (the default) makes the first use
        // of a shared module wait for the entry of every registered remote, to compare versions: an admin page's own
        // session check and screens waited for the remote area being preloaded, and for that remote's own copies.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One Module Federation runtime per page: the shell provides it, the remotes use it; its Node.js loaders are left out.
        // A remote declares no remotes of its own (loadRemote goes through the shell's runtime): no handler for them.
        experiments: { ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web', disableRemote: !isHost } },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      ...(isHost ? [new rspack.HtmlRspackPlugin({ template: path.join(appDir, 'src/index.html') })] : []),
      // The host's public/ folder (site images) is served at the origin root.
      ...(isHost ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public'), noErrorOnMissing: true }] })] : []),
    ],
  };
}

/**
 * The server container (dist/server): the same sources built for Node, loaded by the API over HTTP from the remote's
 * own address, so redeploying the remote changes what the API renders. It shares nothing: each version it loads
 * brings its own React, and two versions never mix.
 */
function serverConfig(options, mode) {
  const { appDir, containerName, serverExposes } = options;
  const common = commonConfig(options, mode, NODE_TARGETS);
  return {
    ...common,
    name: 'server',
    dependencies: ['browser'],
    entry: {},
    target: 'async-node',
    devtool: false,
    output: {
      ...common.output,
      path: path.join(appDir, 'dist', SERVER_FOLDER),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      chunkFormat: 'commonjs',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName,
        filename: 'remoteEntry.js',
        exposes: serverExposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: {},
        manifest: true,
        dts: false,
        experiments: { optimization: { target: 'node' } },
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir         absolute folder of the app (its package.json lives there)
 * @param {string} options.containerName  Module Federation name, a JS identifier (`mfe_admin_users`)
 * @param {Record<string,string>} [options.exposes]  remotes only: exposed modules
 * @param {Record<string,string>} [options.serverExposes]  remotes rendered on the server: what the server container exposes
 * @param {boolean} [options.isHost]      the shell: publicPath '/', an index.html, no exposes
 * @param {boolean} [options.ownRoot]     a remote that starts a React root of its own: shares React alone
 */
function createAppConfig(options) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const browser = browserConfig(options, mode);
    return options.serverExposes ? [browser, serverConfig(options, mode)] : browser;
  };
}

/** A remote's config, from its declaration (the "remote" field of its package.json). */
function createRemoteConfig(appDir) {
  const { name, exposes, serverExposes, ownRoot } = readRemote(appDir);
  return createAppConfig({ appDir, containerName: name, exposes, serverExposes, ownRoot });
}

module.exports = { createAppConfig, createRemoteConfig, SINGLETON_PACKAGES, STATEFUL_WORKSPACE_LIBS };
