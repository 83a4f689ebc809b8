import request from 'supertest';
import { accountFactory } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';
import { PasswordHasher } from '../users/password-hasher';

describe('sign-in lockout', () => {
  let accounts: Awaited<ReturnType<typeof accountFactory>>;
  let verifications: jest.SpyInstance;
  let addressCounter = 0;

  const context = useTestApp({ TRUST_PROXY_HOPS: '1' });
  beforeAll(async () => {
    accounts = await accountFactory(context.app);
  });
  beforeEach(() => {
    verifications = jest.spyOn(context.app.get(PasswordHasher), 'verify');
  });

  const login = (email: string, password: string, address = `203.0.113.${++addressCounter}`) =>
    request(context.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

  it('locks an account after 5 failures in 15 minutes, even for the right password, with Retry-After', async () => {
    const account = await accounts.create('admin');
    for (let attempt = 0; attempt < 5; attempt += 1) await login(account.email, 'Wrong-password-1').expect(401);
    const locked = await login(account.email, account.password).expect(429);
    expect(locked.body.error).toBe('Too many failed sign-in attempts. Try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(verifications).toHaveBeenCalledTimes(5);
  });

  it('evaluates at most 5 of 100 parallel wrong passwords for one account', async () => {
    const account = await accounts.create('content_manager');
    const responses = await Promise.all(Array.from({ length: 100 }, () => login(account.email, 'Wrong-password-1', '203.0.113.250')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect(verifications).toHaveBeenCalledTimes(5);
    process.stdout.write(`100 parallel wrong logins: ${verifications.mock.calls.length} passwords evaluated\n`);
  });

  it('counts unknown emails too, case-insensitively', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('Ghost@Harbourline.test', 'Wrong-password-1').expect(401);
    await login('ghost@harbourline.test', 'Wrong-password-1').expect(429);
    expect(verifications).toHaveBeenCalledTimes(5);
  });

  it('gives the attempt back on success, so a user who gets in is not counted', async () => {
    const account = await accounts.create('content_manager');
    for (let attempt = 0; attempt < 4; attempt += 1) await login(account.email, 'Wrong-password-1').expect(401);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(account.email, account.password).expect(200);
    await login(account.email, 'Wrong-password-1').expect(401);
    await login(account.email, account.password).expect(429);
  });

  it('limits one client address far above one account (100 per window)', async () => {
    const address = '203.0.113.251';
    const emails = Array.from({ length: 100 }, (_, index) => `spray-${index}@harbourline.test`);
    const statuses = (await Promise.all(emails.map((email) => login(email, 'Wrong-password-1', address)))).map((response) => response.status);
    expect(statuses.filter((status) => status !== 401)).toEqual([]);
    await login('one-more@harbourline.test', 'Wrong-password-1', address).expect(429);
  });

  it('takes about as long for an unknown email as for a known one', async () => {
    const account = await accounts.create('admin');
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, 'Wrong-password-1').expect(401);
      return performance.now() - started;
    };
    await time('warm-up@harbourline.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await time(account.email));
      unknown.push(await time(`unknown-person-${round}@harbourline.test`));
    }
    expect(verifications).toHaveBeenCalledTimes(7);
    // Both verify one argon2 hash. Medians of interleaved samples and a loose bound keep one pause from deciding it.
    const median = (samples: number[]) => {
      const middle = [...samples].sort((a, b) => a - b)[1];
      if (middle === undefined) throw new Error(`Expected 3 samples, got ${samples.length}`);
      return middle;
    };
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});
