// ESLint rule: imports between workspace projects must respect the dependency rules written over their Nx tags.
import { importVisitors } from './import-visitors.mjs';
import { folderLayers } from './folder-layers.mjs';
import { plumbingFolders } from './plumbing-folders.mjs';
import { sdkAdapters } from './sdk-adapters.mjs';
import { projectOfFile, projectOfImport } from './workspace-projects.mjs';

/**
 * What a project with `source` tag may not import. Read as: code tagged `source` never imports code tagged with one
 * of `forbidden`. A remote reaches another remote only at run time, through Module Federation.
 */
const DEPENDENCY_RULES = [
  { source: 'scope:web', forbidden: ['scope:server'], why: 'web code runs in the browser and may not import server code' },
  { source: 'scope:shared', forbidden: ['scope:web', 'scope:server'], why: 'shared libraries may import only shared libraries' },
  { source: 'scope:server', forbidden: ['scope:web'], why: 'server code may not import browser code' },
  { source: 'type:remote', forbidden: ['type:remote', 'type:host'], why: 'a remote loads other apps at run time, never by import' },
  { source: 'type:host', forbidden: ['type:remote'], why: 'the shell loads remotes at run time, never by import' },
  { source: 'layer:primitives', forbidden: ['layer:plumbing', 'layer:domain'], why: 'UI primitives stay free of the app plumbing and of feature widgets' },
  { source: 'layer:plumbing', forbidden: ['layer:domain'], why: 'the app plumbing (@app/web) knows no feature widgets; they build on it from @app/domain-ui' },
];

function violation(from, to) {
  return DEPENDENCY_RULES.find((rule) => from.tags.includes(rule.source) && rule.forbidden.some((tag) => to.tags.includes(tag)));
}

export const enforceModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports between workspace projects within the rules over their Nx tags' },
    messages: { forbidden: '{{from}} may not import {{to}}: {{why}}.' },
    schema: [],
  },
  create(context) {
    const from = projectOfFile(context.filename);
    if (!from) return {};
    return importVisitors((specifier, _node, source) => {
      const to = specifier && projectOfImport(specifier, context.filename);
      if (!to || to === from) return;
      const rule = violation(from, to);
      if (rule) context.report({ node: source, messageId: 'forbidden', data: { from: from.name, to: to.name, why: rule.why } });
    });
  },
};

export const boundariesPlugin = {
  rules: {
    'enforce-module-boundaries': enforceModuleBoundaries,
    'sdk-adapters': sdkAdapters,
    'folder-layers': folderLayers,
    'plumbing-folders': plumbingFolders,
  },
};
