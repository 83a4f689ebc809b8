// Validates rendered Kubernetes manifests offline against the Kubernetes OpenAPI schemas (kubernetes-models) and
// KEDA's CRD schemas (@kubernetes-models/keda). Reads YAML documents on stdin; prints one JSON line per document:
// { apiVersion, kind, name, errors }. A kind without a known schema is an error, so nothing passes unchecked.
// These packages are ES modules only, which Jest on Node 20 cannot load: the Jest spec runs this file with node.
import { parseAllDocuments } from 'yaml';

/** Where the model classes of an apiVersion live: Kubernetes' own groups, then KEDA's. */
const MODEL_PACKAGES = ['kubernetes-models', '@kubernetes-models/keda'];

async function modelClass(apiVersion, kind) {
  for (const pkg of MODEL_PACKAGES) {
    try {
      const models = await import(`${pkg}/${apiVersion}`);
      if (typeof models[kind] === 'function') return models[kind];
    } catch (error) {
      if (error?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED' && error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  return null;
}

async function validate(manifest) {
  const { apiVersion, kind } = manifest;
  const Model = await modelClass(apiVersion, kind);
  if (!Model) return [`no schema known for ${apiVersion} ${kind}`];
  try {
    new Model(manifest).validate();
    return [];
  } catch (error) {
    return String(error.message).split(', ');
  }
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
for (const document of parseAllDocuments(input)) {
  if (document.errors.length) {
    process.stdout.write(`${JSON.stringify({ errors: document.errors.map((error) => error.message) })}\n`);
    continue;
  }
  const manifest = document.toJS();
  if (!manifest) continue;
  const errors = await validate(manifest);
  process.stdout.write(`${JSON.stringify({ apiVersion: manifest.apiVersion, kind: manifest.kind, name: manifest.metadata?.name, errors })}\n`);
}
