// Used by the MikroORM CLI (migration:create, migration:up); see docs/recipes/add-a-migration.md.
import { parseConfig, processEnvironment } from '../config/parse-config';
import { ServerConfigSchema } from '../config/server-config';
import { createOrmOptions } from './orm-options';

const { DATABASE_URL } = parseConfig(ServerConfigSchema.pick({ DATABASE_URL: true }), processEnvironment());

export default createOrmOptions(DATABASE_URL);
