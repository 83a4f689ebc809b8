// ESLint rule: inside a package, a folder imports only folders of lower layers, or of its own layer without a cycle.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { importVisitors } from './import-visitors.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Top-level files of a package's src/ (its registries, composition and entry points) form one layer, named so. */
const TOP = '(top-level files)';
/** Every folder a package does not name is a feature folder. */
const FEATURES = '(feature folders)';

/**
 * Each package's layers, lowest first. A file may import a lower layer; its own layer only when that makes no cycle
 * between folders; a higher layer never. Registries that list every feature sit at the top.
 */
export const FOLDER_LAYERS = {
  'services/core': [['common', 'config', 'logging', 'text', 'timing', 'queues', 'metrics'], [FEATURES], ['database', 'server-core', TOP]],
  'services/api': [['common', 'config', 'logging'], [FEATURES], [TOP]],
  'services/worker': [['config', 'jobs', 'metrics'], [FEATURES], [TOP]],
  // Shared schemas and the endpoint descriptor below the areas; the endpoint catalogue and the barrel at the top.
  'libs/contracts': [['common', 'endpoints'], [FEATURES], [TOP]],
  // Islands (the hydration machinery and its registry of names) with the shared parts below the pages; the routes,
  // the server render and the browser start, which list every page and island, at the top.
  'mfe-public': [['shared', 'islands', 'seo', 'enhancements'], [FEATURES], ['app', 'site', TOP]],
  'mfe-admin-content': [['shared', 'api', 'rich-text'], [FEATURES], ['app', TOP]],
};

/** Tests sit above every layer: they may import whatever they exercise. */
const TEST_FILE = /\.(spec|int-spec)\.tsx?$|\/testing\//;
/** `from '…'`, `import '…'` (for its effect), `import('…')` and `require('…')` of a relative path. */
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(?\s*|require\(\s*)['"](\.[^'"]+)['"]/g;

function packageOfFile(file) {
  const packageRoot = Object.keys(FOLDER_LAYERS).find((root) => file.startsWith(`${root}/src/`));
  return packageRoot && { root: packageRoot, src: path.join(workspaceRoot, packageRoot, 'src') };
}

const folderCache = new Map();
function foldersOf(src) {
  if (!folderCache.has(src))
    folderCache.set(
      src,
      new Set(
        readdirSync(src, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name),
      ),
    );
  return folderCache.get(src);
}

/** The folder of src/ a file is in, or `./name` for a top-level file: each is its own node (an index re-exporting all is no cycle). */
function nodeOf(src, absoluteFile) {
  const [first, ...rest] = path.relative(src, absoluteFile).split(path.sep);
  return rest.length > 0 || foldersOf(src).has(first) ? first : `./${first.replace(/\.tsx?$/, '')}`;
}

function layerOf(packageRoot, node) {
  const layers = FOLDER_LAYERS[packageRoot];
  const index = layers.findIndex((layer) => layer.includes(node.startsWith('./') ? TOP : node));
  return index >= 0 ? index : layers.findIndex((layer) => layer.includes(FEATURES));
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(full) ? [full] : [];
  });
}

const graphCache = new Map();
/** Which folders each folder of src/ imports, read once per lint run from the files on disk. */
function folderGraph(src) {
  if (graphCache.has(src)) return graphCache.get(src);
  const graph = new Map();
  for (const file of sourceFiles(src)) {
    const from = nodeOf(src, file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(src + path.sep)) continue;
      const to = nodeOf(src, target);
      if (to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  graphCache.set(src, graph);
  return graph;
}

/** The chain of folders by which `from` reaches `to`, or null. */
function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const chain = [];
      for (let step = to; step !== null; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

export const folderLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Keep imports between a package's folders downward: no higher layer, no cycle" },
    messages: {
      upward: '{{from}} may not import {{to}}: {{to}} is in a higher layer of {{pkg}} (layers, lowest first: {{layers}}).',
      cycle: '{{from}} may not import {{to}}: {{to}} already imports {{from}} ({{chain}}), which makes a cycle.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(workspaceRoot, context.filename).split(path.sep).join('/');
    const pkg = packageOfFile(file);
    if (!pkg || TEST_FILE.test(file)) return {};
    const from = nodeOf(pkg.src, context.filename);
    return importVisitors((specifier, _node, source) => {
      if (!specifier?.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      if (!target.startsWith(pkg.src + path.sep)) return;
      const to = nodeOf(pkg.src, target);
      if (to === from) return;
      const [fromLayer, toLayer] = [layerOf(pkg.root, from), layerOf(pkg.root, to)];
      const data = { from, to, pkg: pkg.root };
      if (toLayer > fromLayer) {
        const layers = FOLDER_LAYERS[pkg.root].map((layer) => layer.join(', ')).join(' < ');
        context.report({ node: source, messageId: 'upward', data: { ...data, layers } });
        return;
      }
      const back = toLayer === fromLayer && pathBetween(folderGraph(pkg.src), to, from);
      if (back) context.report({ node: source, messageId: 'cycle', data: { ...data, chain: back.join(' -> ') } });
    });
  },
};
