import request from 'supertest';
import { TEST_PASSWORD, type TestAccount, accountFactory } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';

describe('response headers', () => {
  let admin: TestAccount;
  const api = () => request(context.server);

  const context = useTestApp();
  beforeAll(async () => {
    admin = await (await accountFactory(context.app)).create('admin');
  });

  describe('Cache-Control: no-store on', () => {
    it('sign-in, whose answer sets the session cookie', async () => {
      const response = await api().post('/api/auth/login').send({ email: admin.email, password: TEST_PASSWORD }).expect(200);
      expect(response.headers['set-cookie']).toBeDefined();
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each(['/api/auth/me', '/api/admin/users', '/api/admin/stats', '/api/admin/content-drafts', '/api/admin/media'])(
      '%s, read with the session',
      async (path) => {
        const response = await api().get(path).set('Cookie', admin.cookie).expect(200);
        expect(response.headers['cache-control']).toBe('no-store');
      },
    );

    it('sign-out, and the 401 of a call without a session', async () => {
      expect((await api().post('/api/auth/logout').set('Cookie', admin.cookie).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await api().get('/api/auth/me').expect(401)).headers['cache-control']).toBe('no-store');
    });

    it('public calls too, except the prepared blog reads (blog/prepared-reads.int-spec.ts)', async () => {
      expect((await api().get('/api/blog-posts/recommended/all').expect(200)).headers['cache-control']).toBe('no-store');
      expect((await api().get('/api/company-profile').expect(200)).headers['cache-control']).toBe('no-store');
    });
  });

  it('denies powerful browser features and isolates the browsing context from other origins', async () => {
    for (const path of ['/api/health', '/rss.xml']) {
      const response = await api().get(path).expect(200);
      expect(response.headers['permissions-policy']).toBe(
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      );
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});
