import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from '../database/orm-options';

describe('query logging', () => {
  it('logs queries with placeholders, never their values, even with every debug namespace on', async () => {
    const lines: string[] = [];
    const orm = await MikroORM.init(createOrmOptions(process.env.DATABASE_URL as string, { debug: true, logger: (line) => lines.push(line) }));
    try {
      await orm.em.getConnection().execute('select ?::text as email', ['mei.ling@private-mail.sg']);
    } finally {
      await orm.close(true);
    }
    expect(lines.find((line) => line.includes('as email'))).toBeDefined();
    expect(lines.join('\n')).not.toContain('mei.ling@private-mail.sg');
  });
});
