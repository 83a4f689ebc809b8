import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options';

describe('migrations', () => {
  it('leave the database exactly as the entities describe it', async () => {
    const orm = await MikroORM.init(createOrmOptions(process.env.DATABASE_URL as string));
    try {
      const pendingChanges = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(pendingChanges.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });
});
