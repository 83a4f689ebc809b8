import request from 'supertest';
import { ENDPOINT_CATALOGUE, type Endpoint, endpointUrl, type PathParams } from '@app/contracts';
import { accountFactory, type TestAccount } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

/** Any value for each path parameter: the guards answer before anything looks the id up. */
const ANY_ID = '00000000-0000-4000-8000-000000000000';

function anyUrl(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  return endpointUrl(endpoint, Object.fromEntries(names.map((name) => [name, name === 'file' ? 'thumb.webp' : ANY_ID])) as PathParams<Endpoint>);
}

function send(server: Parameters<typeof request>[0], endpoint: Endpoint, cookie: string): request.Test {
  const agent = request(server);
  const url = anyUrl(endpoint);
  const call = { GET: agent.get(url), POST: agent.post(url), PUT: agent.put(url), DELETE: agent.delete(url) }[endpoint.method];
  return call.set('Cookie', cookie);
}

/**
 * The authorization matrix for the role `tenant`, over the whole endpoint catalogue: a tenant is refused (403) on every
 * route that is not public and not the portal's, so on every /api/admin route; staff are refused on the portal's.
 */
describe('the tenant role across every route', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let tenant: TestAccount;
  let staff: TestAccount;

  beforeAll(async () => {
    context = await createTestApp();
    const accounts = await accountFactory(context.app);
    tenant = await accounts.create('tenant');
    staff = await accounts.create('super_admin');
  });
  afterAll(() => context.app.close());

  const guarded = ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.access !== 'public');
  const describeEndpoint = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

  it('refuses a tenant every staff route and lets it through the portal routes only', async () => {
    const mismatches: string[] = [];
    for (const endpoint of guarded) {
      const tenantMay = endpoint.access !== 'public' && endpoint.access.includes('tenant');
      const response = await send(context.server, endpoint, tenant.cookie);
      const refused = response.status === 403;
      if (refused === tenantMay) mismatches.push(`${describeEndpoint(endpoint)} answered a tenant ${response.status}`);
      if (refused && typeof response.body.error !== 'string') mismatches.push(`${describeEndpoint(endpoint)} refused without a JSON error`);
    }
    expect(mismatches).toEqual([]);
  });

  it('covers every /api/admin route and keeps the portal routes for tenants only', () => {
    const adminRoutes = ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.path.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.filter((endpoint) => endpoint.access === 'public' || endpoint.access.includes('tenant')).map(describeEndpoint)).toEqual([]);
    const portalRoutes = ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.path.startsWith('/api/portal') && endpoint.access !== 'public');
    expect(portalRoutes.filter((endpoint) => endpoint.access !== 'public' && endpoint.access.some((role) => role !== 'tenant')).map(describeEndpoint)).toEqual([]);
  });

  it('refuses staff the portal routes, and anyone signed out every guarded route', async () => {
    const mismatches: string[] = [];
    for (const endpoint of guarded) {
      const anonymous = await send(context.server, endpoint, '');
      if (anonymous.status !== 401) mismatches.push(`${describeEndpoint(endpoint)} answered a visitor ${anonymous.status}`);
      if (endpoint.access !== 'public' && endpoint.access.every((role) => role === 'tenant')) {
        const asStaff = await send(context.server, endpoint, staff.cookie);
        if (asStaff.status !== 403) mismatches.push(`${describeEndpoint(endpoint)} answered staff ${asStaff.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('does not let a tenant sign in with a password', async () => {
    const response = await request(context.server).post('/api/auth/login').send({ email: tenant.email, password: 'anything-at-all-1' });
    expect(response.status).toBe(401);
  });
});
