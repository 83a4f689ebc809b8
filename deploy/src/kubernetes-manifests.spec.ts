import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { HEALTH_ENDPOINTS, REMOTE_CATALOGUE } from '@app/contracts';
import { QUEUE_NAMES } from '@app/core';

const KUBERNETES_DIR = path.resolve(__dirname, '../kubernetes');
const OVERLAYS = readdirSync(path.join(KUBERNETES_DIR, 'overlays'));
const VALIDATOR = path.join(__dirname, 'validate-manifests.mjs');
/** The remotes' folders, as they declare themselves (the generated catalogue). */
const REMOTES = Object.values(REMOTE_CATALOGUE).map(({ folder }) => folder);
const API_PORT = 3000;

type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
};
type Container = {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: Record<string, unknown> }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name: string; containerPort: number }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  readinessProbe?: { httpGet?: { path: string; port: string } };
  volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
};
type PodSpec = {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean };
  volumes?: { name: string; emptyDir?: object; configMap?: { name: string } }[];
};
type Workload = Manifest & {
  spec: { selector?: { matchLabels: Record<string, string> }; template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec } };
};
type ValidationResult = { apiVersion?: string; kind?: string; name?: string; errors: string[] };

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const hasKubectl = kubectl.status === 0;
if (!hasKubectl) {
  process.stderr.write('SKIPPED: the Kubernetes manifest checks need kubectl (with its built-in Kustomize) on PATH, and it is not installed.\n');
}
const describeWithKubectl = hasKubectl ? describe : describe.skip;

function render(kustomizationDir: string): string {
  return execFileSync('kubectl', ['kustomize', kustomizationDir], { encoding: 'utf8' });
}

function parse(rendered: string): Manifest[] {
  return parseAllDocuments(rendered).map((document) => document.toJS() as Manifest);
}

function validate(rendered: string): ValidationResult[] {
  const output = execFileSync(process.execPath, [VALIDATOR], { input: rendered, encoding: 'utf8', cwd: __dirname });
  return output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ValidationResult);
}

function errorsOf(results: ValidationResult[]): string[] {
  return results.flatMap((result) => result.errors.map((error) => `${result.kind} ${result.name}: ${error}`));
}

/** A kustomization in a temporary folder that takes `overlay` as it is and adds `extra` (images, generators, patches). */
function renderVariant(overlay: string, extra: string, files: Record<string, string> = {}): Manifest[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'hl-kustomize-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    // Kustomize takes other kustomizations by relative path only.
    const base = path.relative(dir, path.join(KUBERNETES_DIR, 'overlays', overlay));
    writeFileSync(path.join(dir, 'kustomization.yaml'), `resources:\n  - ${base}\n${extra}`);
    return parse(render(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function workloads(manifests: Manifest[]): Workload[] {
  return manifests.filter((manifest): manifest is Workload => manifest.kind === 'Deployment' || manifest.kind === 'Job');
}

function named<T extends Manifest>(manifests: Manifest[], kind: string, name: string): T {
  const found = manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  if (!found) throw new Error(`No ${kind} named ${name}`);
  return found as T;
}

function onlyContainer(workload: Workload): Container {
  const [container] = workload.spec.template.spec.containers;
  if (!container) throw new Error(`${workload.metadata.name} has no container`);
  return container;
}

function envValue(container: Container, name: string): string | undefined {
  return container.env?.find((variable) => variable.name === name)?.value;
}

/** The manifests by kind and name, each with what makes its pods roll: its pod template. */
function podTemplates(manifests: Manifest[]): Map<string, string> {
  return new Map(workloads(manifests).map((workload) => [`${workload.kind}/${workload.metadata.name}`, JSON.stringify(workload.spec.template)]));
}

function changedTemplates(before: Manifest[], after: Manifest[]): string[] {
  const old = podTemplates(before);
  return [...podTemplates(after)].filter(([name, template]) => old.get(name) !== template).map(([name]) => name);
}

describeWithKubectl.each(OVERLAYS)('Kubernetes overlay %s', (overlay) => {
  // Rendered in beforeAll: a skipped describe still runs its body.
  let rendered = '';
  let manifests: Manifest[] = [];
  beforeAll(() => {
    rendered = render(path.join(KUBERNETES_DIR, 'overlays', overlay));
    manifests = parse(rendered);
  });

  it('validates against the Kubernetes and KEDA schemas with no error', () => {
    const results = validate(rendered);
    expect(results).toHaveLength(manifests.length);
    expect(errorsOf(results)).toEqual([]);
  });

  it('deploys the API, worker-media, worker-default, the migration Job and one web server per remote', () => {
    const names = workloads(manifests).map((workload) => `${workload.kind}/${workload.metadata.name}`);
    expect(names.sort()).toEqual(
      ['Deployment/api', 'Deployment/worker-media', 'Deployment/worker-default', 'Job/migrate', ...REMOTES.map((remote) => `Deployment/${remote}-web`)].sort(),
    );
    expect(onlyContainer(named(manifests, 'Job', 'migrate')).command).toEqual(['node', 'services/core/dist/database/migrate.js']);
  });

  it('runs every container as non-root, on a read-only root file system, with /tmp as its only writable path', () => {
    for (const workload of workloads(manifests)) {
      const pod = workload.spec.template.spec;
      expect({ name: workload.metadata.name, runAsNonRoot: pod.securityContext?.runAsNonRoot }).toEqual({ name: workload.metadata.name, runAsNonRoot: true });
      for (const container of pod.containers) {
        expect({ name: workload.metadata.name, ...container.securityContext }).toMatchObject({
          name: workload.metadata.name,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        const writable = container.volumeMounts?.filter((mount) => pod.volumes?.find((volume) => volume.name === mount.name)?.emptyDir);
        expect(writable?.map((mount) => mount.mountPath)).toEqual(['/tmp']);
      }
    }
  });

  it('gives every container resource requests and limits for CPU and memory', () => {
    for (const container of workloads(manifests).flatMap((workload) => workload.spec.template.spec.containers)) {
      expect(Object.keys(container.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
      expect(Object.keys(container.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
    }
  });

  it('probes the API: liveness on /api/health and readiness on /api/ready, on the port it listens on', () => {
    const api = onlyContainer(named(manifests, 'Deployment', 'api'));
    expect(api.livenessProbe?.httpGet).toEqual({ path: HEALTH_ENDPOINTS.health.path, port: 'http' });
    expect(api.readinessProbe?.httpGet).toEqual({ path: HEALTH_ENDPOINTS.ready.path, port: 'http' });
    expect(api.ports).toContainEqual({ name: 'http', containerPort: API_PORT });
    expect(envValue(api, 'PORT')).toBe(String(API_PORT));
    expect(envValue(api, 'HOST')).toBe('0.0.0.0');
  });

  it('takes secrets by reference only: no Secret object, no secret value in an env var or a ConfigMap', () => {
    expect(manifests.filter((manifest) => manifest.kind === 'Secret')).toEqual([]);
    const secretName = /SECRET|PASSWORD|TOKEN|_KEY|DATABASE_URL|REDIS_URL|SMTP_URL/;
    const literals = [
      ...workloads(manifests).flatMap((workload) => workload.spec.template.spec.containers.flatMap((container) => container.env ?? [])),
      ...manifests
        .filter((manifest) => manifest.kind === 'ConfigMap')
        .flatMap((map) => Object.entries(map.data ?? {}).map(([name, value]) => ({ name, value }))),
    ];
    expect(literals.filter((variable) => secretName.test(variable.name) && variable.value !== undefined)).toEqual([]);
    for (const workload of workloads(manifests).filter((each) =>
      each.spec.template.spec.containers.some((container) => container.image.startsWith('harbourline/server')),
    )) {
      expect(onlyContainer(workload).envFrom).toContainEqual({ secretRef: { name: 'harbourline-secrets' } });
    }
  });

  it('gives the server pods the settings production requires, and media storage every pod shares', () => {
    const settings = manifests.find((manifest) => manifest.kind === 'ConfigMap' && manifest.metadata.name.startsWith('harbourline-settings-'))?.data ?? {};
    expect(settings).toMatchObject({ NODE_ENV: 'production', MEDIA_STORAGE: 's3', METRICS_HOST: '0.0.0.0' });
    expect(Object.keys(settings)).toEqual(expect.arrayContaining(['PUBLIC_URL', 'COMPANY_LICENCE_NUMBER', 'S3_BUCKET', 'METRICS_PORT']));
  });

  it('covers every Deployment with a PodDisruptionBudget, and scales the API on CPU', () => {
    const budgets = manifests.filter((manifest) => manifest.kind === 'PodDisruptionBudget') as (Manifest & {
      spec: { selector: { matchLabels: Record<string, string> } };
    })[];
    for (const deployment of workloads(manifests).filter((workload) => workload.kind === 'Deployment')) {
      const labels = deployment.spec.template.metadata?.labels ?? {};
      const covering = budgets.filter((budget) => Object.entries(budget.spec.selector.matchLabels).every(([key, value]) => labels[key] === value));
      expect({ deployment: deployment.metadata.name, budgets: covering.length }).toEqual({ deployment: deployment.metadata.name, budgets: 1 });
    }
    const hpa = named(manifests, 'HorizontalPodAutoscaler', 'api');
    expect(hpa.spec).toMatchObject({ scaleTargetRef: { kind: 'Deployment', name: 'api' }, metrics: [{ type: 'Resource', resource: { name: 'cpu' } }] });
  });

  it('scales each worker kind with KEDA on the waiting jobs of its own queues, which together are all the queues', () => {
    const consumed: string[] = [];
    for (const kind of ['worker-media', 'worker-default']) {
      const queues = envValue(onlyContainer(named(manifests, 'Deployment', kind)), 'WORKER_QUEUES')?.split(',') ?? [];
      consumed.push(...queues);
      const scaled = named(manifests, 'ScaledObject', kind);
      expect(scaled.spec).toMatchObject({ scaleTargetRef: { name: kind }, triggers: [{ type: 'prometheus' }] });
      const query = (scaled.spec as { triggers: { metadata: { query: string } }[] }).triggers[0]?.metadata.query ?? '';
      expect(query).toContain('harbourline_queue_jobs{');
      expect(query).toContain('state="waiting"');
      expect(query).toContain(queues.length === 1 ? `queue="${queues[0]}"` : 'queue!="media"');
    }
    expect(consumed.sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it("routes each remote's files to its own web server and everything else to the API", () => {
    const ingress = named(manifests, 'Ingress', 'harbourline');
    const paths = (ingress.spec as { rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[] }).rules[0]?.http.paths ?? [];
    const routes = Object.fromEntries(paths.map((route) => [route.path, route.backend.service.name]));
    expect(routes).toEqual({ '/': 'api', ...Object.fromEntries(REMOTES.map((remote) => [`/mfe/${remote}/`, `${remote}-web`])) });
  });

  it('mounts the remotes manifest as a folder the kubelet updates in place, named without a hash', () => {
    const api = named<Workload>(manifests, 'Deployment', 'api');
    const container = onlyContainer(api);
    const file = envValue(container, 'REMOTES_MANIFEST_FILE') ?? '';
    const mount = container.volumeMounts?.find((each) => each.mountPath === path.dirname(file));
    expect(mount?.subPath).toBeUndefined();
    expect(api.spec.template.spec.volumes?.find((volume) => volume.name === mount?.name)?.configMap).toEqual({ name: 'remotes-manifest' });
    expect(JSON.parse(named(manifests, 'ConfigMap', 'remotes-manifest').data?.[path.basename(file)] ?? '')).toHaveProperty('remotes');
  });

  it("rolls only that remote's web server when one remote's image changes", () => {
    const changed = renderVariant(overlay, 'images:\n  - name: harbourline/mfe-admin-users\n    newTag: "9.9.9"\n');
    expect(changedTemplates(manifests, changed)).toEqual(['Deployment/mfe-admin-users-web']);
  });

  it("rolls nothing when one remote's entry in the remotes manifest changes: the API reads the file again", () => {
    const remotes = JSON.parse(named(manifests, 'ConfigMap', 'remotes-manifest').data?.['remotes.json'] ?? '') as { remotes: Record<string, string> };
    const moved = { remotes: { ...remotes.remotes, mfe_admin_users: 'https://static.example/mfe-admin-users/9.9.9/mf-manifest.json' } };
    const generator =
      'configMapGenerator:\n  - name: remotes-manifest\n    behavior: replace\n    files:\n      - remotes.json\n    options:\n      disableNameSuffixHash: true\n';
    const changed = renderVariant(overlay, generator, { 'remotes.json': JSON.stringify(moved) });
    expect(named(changed, 'ConfigMap', 'remotes-manifest').data?.['remotes.json']).toContain('9.9.9');
    expect(changedTemplates(manifests, changed)).toEqual([]);
  });
});

describeWithKubectl('Kubernetes manifest validation', () => {
  const [overlay = 'production'] = OVERLAYS;

  it('reports a field of the wrong type', () => {
    const planted = renderVariant(
      overlay,
      'patches:\n  - target:\n      kind: Deployment\n      name: api\n    patch: |-\n      - op: add\n        path: /spec/replicas\n        value: two\n',
    );
    const rendered = planted.map((manifest) => `---\n${JSON.stringify(manifest)}\n`).join('');
    expect(errorsOf(validate(rendered))).toEqual(['Deployment api: data/spec/replicas must be integer']);
  });

  it('reports a kind it has no schema for, rather than letting it pass', () => {
    expect(errorsOf(validate('apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n'))).toEqual([
      'Widget w: no schema known for example.com/v1 Widget',
    ]);
  });
});
