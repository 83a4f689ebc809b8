import path from 'node:path';
import { z } from 'zod';
import { ServerConfigSchema, parseConfig, processEnvironment } from '@app/core';

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
  /** Number of proxies in front of the API whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
}).transform((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));

export type ApiConfig = z.infer<typeof ApiConfigSchema>;

export const API_CONFIG = Symbol('API_CONFIG');

export function loadApiConfig(env = processEnvironment()): ApiConfig {
  return parseConfig(ApiConfigSchema, env);
}
