// ESLint rule: each SDK is imported (at run time) only by its adapter files; its types may be imported anywhere.
import path from 'node:path';
import { importVisitors } from './import-visitors.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The files (or folders, ending with '/') that may import each SDK. The rest of the code reaches the SDK through
 * them, so swapping or upgrading one touches one place.
 */
export const SDK_ADAPTERS = {
  sharp: ['services/worker/src/media/sharp-image-processor.ts', 'services/api/src/media/upload/image-header-reader.ts'],
  openai: ['services/worker/src/ai/openai-article-writer.ts'],
  bullmq: ['services/core/src/queues/', 'services/worker/src/jobs/', 'services/api/src/ai/ai-jobs.ts'],
  '@node-rs/argon2': ['services/api/src/users/argon2-password-hasher.ts'],
  nodemailer: ['services/worker/src/notifications/mail-transport.ts'],
  '@aws-sdk/client-s3': ['services/core/src/media/s3-media-storage.ts'],
  otplib: ['services/api/src/two-factor/totp.ts'],
  qrcode: ['services/api/src/two-factor/qr-code.ts'],
  'sanitize-html': ['services/core/src/content/sanitize-article-html.ts'],
  pg: [],
};

/** The product's code; scripts and tools (benchmarks, test set-up) use the SDKs as they need. */
const PRODUCT_SOURCE = /^(services|libs)\/[^/]+\/src\/|^(shell|mfe-[^/]+)\/src\//;
/** Tests drive the real SDKs directly (test images with sharp, queues with bullmq). */
const TEST_FILE = /\.(spec|int-spec)\.tsx?$|\/testing\/|^services\/system-tests\//;

function isTypeOnly(node) {
  return node.importKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
}

export const sdkAdapters = {
  meta: {
    type: 'problem',
    docs: { description: 'Import each SDK only in its adapter files' },
    messages: { outsideAdapter: '{{sdk}} is imported only by its adapter ({{adapters}}); use that instead.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(workspaceRoot, context.filename).split(path.sep).join('/');
    if (!PRODUCT_SOURCE.test(file) || TEST_FILE.test(file)) return {};
    return importVisitors((sdk, node, source) => {
      const adapters = sdk && Object.hasOwn(SDK_ADAPTERS, sdk) ? SDK_ADAPTERS[sdk] : null;
      if (!adapters || isTypeOnly(node)) return;
      if (adapters.some((adapter) => (adapter.endsWith('/') ? file.startsWith(adapter) : file === adapter))) return;
      context.report({ node: source, messageId: 'outsideAdapter', data: { sdk, adapters: adapters.join(', ') || 'none yet' } });
    });
  },
};
