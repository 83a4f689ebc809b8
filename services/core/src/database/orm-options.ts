import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';

/** True when this file runs as TypeScript source (tests, CLI), false when compiled to dist. */
const runningFromSource = __filename.endsWith('.ts');
const coreRoot = path.resolve(__dirname, '../..');

export function createOrmOptions(databaseUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    preferTs: runningFromSource,
    forceUtcTimezone: true,
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
