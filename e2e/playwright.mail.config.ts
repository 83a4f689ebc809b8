import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { MAIL_STACK_REDIS_PREFIX } from './support/job-queue';
import { SMTP_SINK_PORT } from './support/smtp-sink-port';

/**
 * Browser tests that need outgoing mail: a stack of their own whose worker sends to an SMTP sink the tests start on
 * E2E_PORT + 1 (tests-mail/), so the main stack keeps testing the site as it runs without mail.
 */
const stack = baseConfig.webServer as Extract<typeof baseConfig.webServer, { command: string }>;

export default defineConfig({
  ...baseConfig,
  testDir: './tests-mail',
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e-mail.json' }]],
  webServer: {
    ...stack,
    env: {
      ...stack.env,
      E2E_REDIS_PREFIX: MAIL_STACK_REDIS_PREFIX,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
      MAIL_FROM: 'Harbourline Property Management <hello@harbourline.localhost>',
      STAFF_NOTIFY_EMAIL: 'enquiries@harbourline.localhost',
      // A test may give a browser an address of its own (X-Forwarded-For, portalClientHeaders), so that the sign-ins
      // of several tests within a minute stay under the per-address limit.
      TRUST_PROXY_HOPS: '1',
    },
  },
});
