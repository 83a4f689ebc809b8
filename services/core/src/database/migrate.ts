import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { SeedManager } from '@mikro-orm/seeder';
import { parseConfig, processEnvironment } from '../config/parse-config';
import { ServerConfigSchema } from '../config/server-config';
import { describeError } from '../logging/describe-error';
import { createOrmOptions } from './orm-options';
import { DemoContentSeeder } from '../seeders/demo-content.seeder';

export type DatabasePreparation = { applied: string[]; seeded: boolean };

/**
 * Applies every pending migration; `npm run migrate`, `npm start` and the test databases run this. A database
 * that had no migration before (a fresh install) then gets the demo content, once: later starts never seed
 * again, so content that staff edited or removed stays as they left it.
 */
export async function prepareDatabase(databaseUrl: string): Promise<DatabasePreparation> {
  const orm = await MikroORM.init(createOrmOptions(databaseUrl, { debug: false, extensions: [Migrator, SeedManager] }));
  try {
    const migrator = orm.getMigrator();
    const isFresh = (await migrator.getExecutedMigrations()).length === 0;
    const applied = (await migrator.up()).map((migration) => migration.name);
    if (isFresh) await orm.getSeeder().seed(DemoContentSeeder);
    return { applied, seeded: isFresh };
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  const config = parseConfig(ServerConfigSchema.pick({ DATABASE_URL: true }), processEnvironment());
  prepareDatabase(config.DATABASE_URL)
    .then(({ applied, seeded }) => {
      process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Database schema is up to date\n');
      if (seeded) process.stdout.write('Added the demo content of a fresh install\n');
    })
    .catch((error: unknown) => {
      process.stderr.write(`Migration failed: ${describeError(error)}\n`);
      process.exit(1);
    });
}
