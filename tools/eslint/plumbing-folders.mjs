// ESLint rule: a project tagged layer:plumbing (@app/web) holds plumbing alone, in the folders named here; a feature
// widget (a statement, a request's timeline, an area's tabs) belongs in a layer:domain project (@app/domain-ui).
import path from 'node:path';
import { projectOfFile } from './workspace-projects.mjs';

export const PLUMBING_FOLDERS = ['endpoints', 'format', 'forms', 'http', 'query', 'remotes', 'session', 'testing', 'toast'];

/** The folder of the project's src/ a file is in; null for a top-level file (the barrel). */
function folderOf(project, file) {
  const [first, ...rest] = path.relative(path.join(project.root, 'src'), file).split(path.sep);
  return rest.length > 0 ? first : null;
}

export const plumbingFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the plumbing library to its plumbing folders: feature widgets go to @app/domain-ui' },
    messages: {
      feature:
        '{{project}} is plumbing: src/{{folder}} is not one of its folders ({{folders}}). Feature widgets belong in a layer:domain library (@app/domain-ui).',
    },
    schema: [],
  },
  create(context) {
    const project = projectOfFile(context.filename);
    if (!project?.tags.includes('layer:plumbing')) return {};
    const folder = folderOf(project, context.filename);
    if (folder === null || PLUMBING_FOLDERS.includes(folder)) return {};
    return {
      Program: (node) => context.report({ node, messageId: 'feature', data: { project: project.name, folder, folders: PLUMBING_FOLDERS.join(', ') } }),
    };
  },
};
