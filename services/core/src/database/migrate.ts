import { MikroORM } from '@mikro-orm/postgresql';
import { parseConfig, processEnvironment } from '../config/parse-config';
import { ServerConfigSchema } from '../config/server-config';
import { describeError } from '../logging/describe-error';
import { createOrmOptions } from './orm-options';

/** Applies every pending migration; `npm run migrate` and `npm start` run this. */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const orm = await MikroORM.init(createOrmOptions(databaseUrl, { debug: false }));
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}

if (require.main === module) {
  const config = parseConfig(ServerConfigSchema.pick({ DATABASE_URL: true }), processEnvironment());
  migrateDatabase(config.DATABASE_URL)
    .then((applied) => {
      process.stdout.write(applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Database schema is up to date\n');
    })
    .catch((error: unknown) => {
      process.stderr.write(`Migration failed: ${describeError(error)}\n`);
      process.exit(1);
    });
}
