import path from 'node:path';
import { z } from 'zod';
import { CDN_PURGE_SETTINGS } from './cdn-purge.settings';
import { RENT_SETTINGS } from './rent.settings';

const workspaceRoot = path.resolve(__dirname, '../../../..');

const postgresUrl = z
  .string({ error: 'DATABASE_URL is required (npm start provides an embedded PostgreSQL when it is unset)' })
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL');

const redisUrl = z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL');

/** Settings every server process (API and worker) reads. */
export const ServerConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl.default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, 'may hold only letters, digits, _ and -')
    .default('harbourline'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of uploaded media (originals and variants), shared by the API and every worker. */
  MEDIA_DIR: z.string().default(path.join(workspaceRoot, '.data/media')),
  /** Where media files live: `local` (MEDIA_DIR, one machine) or `s3` (an S3-compatible bucket every machine shares). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible store (MEDIA_STORAGE=s3): endpoint (unset: AWS), region, bucket and credentials (unset: the SDK's defaults). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`http://host/bucket/key`), as MinIO and most S3-compatible stores need. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  /** Port of this process's Prometheus metrics (GET /metrics), apart from the site's; unset: no metrics served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address the metrics port listens on; 0.0.0.0 where Prometheus scrapes from another machine or container. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  ...CDN_PURGE_SETTINGS,
  ...RENT_SETTINGS,
});
