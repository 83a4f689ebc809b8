import { Client } from 'pg';
import { ApiClient, type OwnDatabase, ServiceProcess, createTestDatabase, eventually, serverEnv } from '../support';

/** The text a CHECK constraint, added to this test's own database, refuses: the insert fails inside PostgreSQL. */
const REFUSED_NAME = 'Refused By Check';
const FAILED_QUERY = 'CheckConstraintViolationException';

const NEW_USER = { username: 'lee-wei-ming', email: 'lee.wei.ming@private-mail.sg', password: 'Marina-bay-sunset-77', fullName: REFUSED_NAME };
const ENQUIRY = {
  name: REFUSED_NAME,
  email: 'tan.siew.ling@private-mail.sg',
  phone: '+65 9123 4567',
  message: 'My flat at Blk 123 Tampines Street 11 needs a new tenant by March.',
  consent: true,
};

describe('server logs when a query fails in PostgreSQL', () => {
  let database: OwnDatabase;
  let api: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase('log_redaction');
    await refuseInDatabase(database.url, REFUSED_NAME);
    api = await ServiceProcess.api(serverEnv({ databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }));
  });
  afterAll(async () => {
    await api?.stop('SIGTERM', 15_000);
    await database?.drop();
  });

  /** What the API logged for the failed call, once it has logged it. */
  async function logOf(call: () => Promise<{ status: number }>): Promise<string> {
    const before = api.output.length;
    expect((await call()).status).toBe(500);
    await eventually(() => api.output.slice(before).includes(FAILED_QUERY), { message: 'the failed query in the log' });
    return api.output.slice(before);
  }

  it('names the statement, table and constraint, without the password hash or the new user', async () => {
    const staff = new ApiClient(api.baseUrl);
    expect((await staff.signIn()).status).toBe(200);
    const log = await logOf(() => staff.post('/api/admin/users', NEW_USER));
    expect(log).toMatch(/insert into \W*users\b/);
    expect(log).toContain('users_full_name_refused');
    expect(log).not.toContain('$argon2');
    for (const value of [NEW_USER.username, NEW_USER.email, NEW_USER.fullName]) expect(log).not.toContain(value);
  });

  it("keeps an enquiry's name, e-mail, phone and message out", async () => {
    const log = await logOf(() => new ApiClient(api.baseUrl).post('/api/contact', ENQUIRY));
    expect(log).toMatch(/insert into \W*contact_enquiries\b/);
    for (const value of [ENQUIRY.name, ENQUIRY.email, ENQUIRY.phone, ENQUIRY.message, 'Tampines']) expect(log).not.toContain(value);
  });
});

async function refuseInDatabase(databaseUrl: string, refusedName: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const refused = client.escapeLiteral(refusedName);
    await client.query(`alter table users add constraint users_full_name_refused check (full_name is distinct from ${refused})`);
    await client.query(`alter table contact_enquiries add constraint contact_enquiries_name_refused check (name <> ${refused})`);
  } finally {
    await client.end();
  }
}
