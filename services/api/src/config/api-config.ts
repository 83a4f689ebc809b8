import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { PasswordSchema } from '@app/contracts';
import { AiProviderConfigSchema, MAIL_TRANSPORT_SETTINGS, ServerConfigSchema, parseConfig, processEnvironment } from '@app/core';
import { COMPANY_PROFILE_SETTINGS } from './company-profile.settings';

const workspaceRoot = path.resolve(__dirname, '../../../..');

export const ApiConfigSchema = ServerConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** The site's own origin as visitors see it; cross-site checks and links use it. */
  PUBLIC_URL: z.url().optional(),
  /** Folder holding shell/dist and each remote's dist. */
  WEB_ROOT: z.string().default(workspaceRoot),
  /** Where the browser finds the remotes; empty means this same origin (/mfe/<app>/). */
  REMOTES_BASE_URL: z.string().default(''),
  /**
   * A JSON file `{"remotes": {"mfe_admin_users": "https://…/mf-manifest.json"}}` placing any remote at its own origin,
   * path or version (others stay at REMOTES_BASE_URL); read again when it changes, no restart needed.
   */
  REMOTES_MANIFEST_FILE: z.string().optional(),
  /** Where the API reaches the remotes' server containers; empty means its own address (/mfe/<app>/server/). */
  SERVER_REMOTES_BASE_URL: z.string().default(''),
  /** How often the API reads the public site's server manifest again, to render with a redeployed mfe-public. */
  REMOTE_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How long a public page's server render may take before the page is sent for the browser to render. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Number of proxies in front of the API whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Signs the session cookies; required in production. Unset in development and test: a random one per process. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Encrypts the two-factor (TOTP) secrets at rest (AES-256-GCM); required in production. Unset in development and
   * test: derived from JWT_SECRET. Changing it makes every enrolled secret unreadable (each user then needs a 2FA reset).
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a session cookie lasts. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** The first super admin, created at start when no user exists (README, "Signing in"). */
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email('must be an email address')).optional(),
  ADMIN_PASSWORD: PasswordSchema.optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, 'must be 3 to 50 letters, digits, dots, underscores or hyphens')
    .default('admin'),
  ...AiProviderConfigSchema.shape,
  ...COMPANY_PROFILE_SETTINGS,
  ...MAIL_TRANSPORT_SETTINGS,
  /** Signs newsletter unsubscribe links; default: derived from JWT_SECRET. Changing it breaks links already sent. */
  NEWSLETTER_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long POST /api/admin/content/enhance waits for the worker's answer (the browser gives up at 30 s). */
  AI_ENHANCE_WAIT_MS: z.coerce.number().int().min(1000).max(120_000).default(28_000),
  /** After SIGTERM: how long /api/ready answers 503 and answers carry `Connection: close` before open connections are closed. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** After SIGTERM: the process exits by then at the latest, whatever is still open or hanging. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(9000),
})
  .refine((config) => config.SHUTDOWN_TIMEOUT_MS > config.SHUTDOWN_DRAIN_MS, {
    path: ['SHUTDOWN_TIMEOUT_MS'],
    message: 'must be longer than SHUTDOWN_DRAIN_MS (closing needs time after the drain)',
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.JWT_SECRET !== undefined, {
    path: ['JWT_SECRET'],
    message: 'is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.COMPANY_LICENCE_NUMBER !== undefined, {
    path: ['COMPANY_LICENCE_NUMBER'],
    message: "is required in production: the agency's CEA licence number (L + 7 digits + a letter, e.g. L3012345K), shown on every public page",
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.PUBLIC_URL === undefined || isHttpsOrLoopback(config.PUBLIC_URL), {
    path: ['PUBLIC_URL'],
    message:
      "must be an https:// address in production (mails link to it, and RFC 8058's List-Unsubscribe must be HTTPS); only a loopback address may use http://",
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.TOTP_ENCRYPTION_KEY !== undefined, {
    path: ['TOTP_ENCRYPTION_KEY'],
    message: 'is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
  })
  .transform((config) => ({
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    JWT_SECRET: config.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    jwtSecretGenerated: config.JWT_SECRET === undefined,
  }))
  .transform((config) => ({ ...config, TOTP_ENCRYPTION_KEY: config.TOTP_ENCRYPTION_KEY ?? `totp-secrets:${config.JWT_SECRET}` }));

function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

export type ApiConfig = z.infer<typeof ApiConfigSchema>;

export const API_CONFIG = Symbol('API_CONFIG');

export function loadApiConfig(env = processEnvironment()): ApiConfig {
  return parseConfig(ApiConfigSchema, env);
}
