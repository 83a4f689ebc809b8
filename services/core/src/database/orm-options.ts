import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { QueryLoggerWithoutValues } from '../logging/orm-logger';
import { ENTITIES } from '../entities';
import { MediaReferencesSubscriber } from '../media-references/media-references.subscriber';

/** True when this file runs as TypeScript source (tests, CLI), false when compiled to dist. */
const runningFromSource = __filename.endsWith('.ts');
const coreRoot = path.resolve(__dirname, '../..');

/**
 * Longest wait for a pooled connection or a new one; while PostgreSQL is down a request fails within this
 * (and answers 503) instead of queueing for knex's default minute.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 2000;

export function createOrmOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    subscribers: [new MediaReferencesSubscriber()],
    extensions: [Migrator],
    preferTs: runningFromSource,
    forceUtcTimezone: true,
    loggerFactory: (options) => new QueryLoggerWithoutValues(options),
    pool: { acquireTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS },
    driverOptions: { acquireConnectionTimeout: DATABASE_CONNECT_TIMEOUT_MS, connection: { connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS } },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(coreRoot, 'dist/database/migrations'),
      pathTs: path.join(coreRoot, 'src/database/migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    ...overrides,
  });
}
