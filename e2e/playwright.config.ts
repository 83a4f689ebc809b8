import { defineConfig } from '@playwright/test';
import { OWNER } from './support/accounts';
import { NEWSLETTER_TOKEN_SECRET } from './support/newsletter-token-secret';
import { REMOTES_MANIFEST_FILE, deployRemotes } from './support/remote-deployments';

const port = Number(process.env.E2E_PORT ?? 4310);
// Every remote on the API to begin with; remote-deployment.spec.ts moves one elsewhere and back.
deployRemotes({});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A loaded 2-core machine can take several seconds to parse a remote's chunks.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node support/start-test-stack.mjs`,
    url: `http://127.0.0.1:${port}/api/ready`,
    env: { E2E_PORT: String(port), ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, REMOTES_MANIFEST_FILE, NEWSLETTER_TOKEN_SECRET },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
