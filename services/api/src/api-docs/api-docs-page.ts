import { API_DOCS_ENDPOINTS } from '@app/contracts';
import { escapeHtml } from '@app/core';
import type { JsonSchema, OpenApiDocument } from './openapi-document';

type Operation = OpenApiDocument['paths'][string][string];

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; color: #1a2b3c; }
  h2 { border-bottom: 1px solid #ccd; padding-top: 1rem; text-transform: capitalize; }
  section { border: 1px solid #dde; border-radius: 6px; margin: 0.75rem 0; padding: 0.5rem 1rem; }
  h3 { font: 600 1rem ui-monospace, monospace; margin: 0.25rem 0; }
  .method { display: inline-block; min-width: 4.5rem; }
  pre { background: #f4f6f8; overflow-x: auto; padding: 0.5rem; }
  summary { cursor: pointer; }
  summary:focus-visible, a:focus-visible { outline: 3px solid #1d63c4; outline-offset: 2px; }
`;

/**
 * The API document as one HTML page, server-rendered without any script (so the site's Content-Security-Policy
 * holds): operations grouped by area, who may call each, its parameters, and the JSON Schemas of its body and answer.
 */
export function apiDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const areas = [...new Set(operations.map(({ operation }) => operation.tags[0] ?? 'other'))].sort();
  const sections = areas.map((area) => {
    const inArea = operations.filter(({ operation }) => (operation.tags[0] ?? 'other') === area);
    return `<h2 id="${escapeHtml(area)}">${escapeHtml(area)}</h2>\n${inArea.map(({ path, method, operation }) => operationSection(path, method, operation)).join('\n')}`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)}</p>
<p>OpenAPI 3.1 document: <a href="${API_DOCS_ENDPOINTS.document.path}">${API_DOCS_ENDPOINTS.document.path}</a> (${operations.length} operations).</p>
<nav aria-label="Areas"><ul>${areas.map((area) => `<li><a href="#${escapeHtml(area)}">${escapeHtml(area)}</a></li>`).join('')}</ul></nav>
</header>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const access = operation['x-roles'] ? `Signed-in staff: ${operation['x-roles'].join(', ')}` : 'Public';
  const parameters = operation.parameters?.length
    ? `<p>Parameters: ${operation.parameters.map((parameter) => `<code>${escapeHtml(parameter.name)}</code> (${parameter.in}${parameter.required ? ', required' : ''})`).join(', ')}</p>`
    : '';
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([mediaType, { schema }]) => schemaDetails(`Request body (${escapeHtml(mediaType)})`, schema))
    .join('');
  const answer = operation.responses['2XX']?.content?.['application/json'].schema;
  return `<section aria-labelledby="${escapeHtml(operation.operationId)}">
<h3 id="${escapeHtml(operation.operationId)}"><span class="method">${method.toUpperCase()}</span> ${escapeHtml(path)}</h3>
<p>${escapeHtml(access)}</p>
${parameters}${body}${answer ? schemaDetails('Answer', answer) : ''}
</section>`;
}

function schemaDetails(label: string, schema: JsonSchema): string {
  return `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}
