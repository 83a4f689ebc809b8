import request from 'supertest';
import { createMigratedDatabase, dropDatabase } from '../../../../tools/jest/test-database.cjs';
import { TEST_ADMIN, createTestApp } from '../testing/test-app';

/**
 * On a database of its own: the run's shared database may get its first user from a test file that writes users
 * without starting the API, and then no first super admin is ever created there.
 */
describe('first super admin', () => {
  let database: { name: string; url: string };
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    database = await createMigratedDatabase('harbourline_first_admin');
    context = await createTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await context.app.close();
    await dropDatabase(database.name);
  });

  it('is created at start from ADMIN_EMAIL and ADMIN_PASSWORD when the database has no user, and can sign in', async () => {
    const response = await request(context.server).post('/api/auth/login').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    expect(response.body).toMatchObject({ email: TEST_ADMIN.email, username: 'root', role: 'super_admin' });
  });
});
