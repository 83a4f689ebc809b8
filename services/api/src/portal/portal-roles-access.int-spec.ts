import request from 'supertest';
import {
  type AccountRole,
  ENDPOINT_CATALOGUE,
  type Endpoint,
  endpointUrl,
  MAINTENANCE_ENDPOINTS,
  MONEY_STAFF,
  type PathParams,
  sameAccess,
} from '@app/contracts';
import { accountFactory, type TestAccount } from '../testing/accounts';
import { useTestApp } from '../testing/test-app';

/** Any value for each path parameter: the guards answer before anything looks the id up. */
const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** The portal's roles, never staff. */
const PORTAL_ROLES = ['tenant', 'owner'] as const satisfies readonly AccountRole[];

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

const allows = (endpoint: Endpoint, role: AccountRole): boolean => endpoint.access !== 'public' && endpoint.access.includes(role);
const describeEndpoint = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * The authorization matrix for the portal's roles, `tenant` and `owner`, over the whole endpoint catalogue: each is
 * refused (403) on every route that is not public and not its own, so on every /api/admin route; staff are refused on
 * the portal's routes; a visitor gets 401 on every guarded route.
 */
describe('the portal roles (tenant, owner) across every route', () => {
  const accounts = {} as Record<(typeof PORTAL_ROLES)[number] | 'staff' | 'contentManager', TestAccount>;

  const context = useTestApp();
  beforeAll(async () => {
    const factory = await accountFactory(context.app);
    for (const role of PORTAL_ROLES) accounts[role] = await factory.create(role);
    accounts.staff = await factory.create('super_admin');
    accounts.contentManager = await factory.create('content_manager');
  });

  const guarded = ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.access !== 'public');

  it.each(PORTAL_ROLES)('refuses a %s every route but its own', async (role) => {
    const mismatches: string[] = [];
    for (const endpoint of guarded) {
      const response = await send(context.server, endpoint, accounts[role].cookie);
      const refused = response.status === 403;
      if (refused === allows(endpoint, role)) mismatches.push(`${describeEndpoint(endpoint)} answered a ${role} ${response.status}`);
      if (refused && typeof response.body.error !== 'string') mismatches.push(`${describeEndpoint(endpoint)} refused without a JSON error`);
    }
    expect(mismatches).toEqual([]);
  });

  it('covers every /api/admin route and keeps the portal routes for the portal roles only', () => {
    const adminRoutes = ENDPOINT_CATALOGUE.filter((endpoint) => endpoint.path.startsWith('/api/admin'));
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.filter((endpoint) => endpoint.access === 'public' || PORTAL_ROLES.some((role) => allows(endpoint, role))).map(describeEndpoint)).toEqual(
      [],
    );
    const portalRoutes = guarded.filter((endpoint) => endpoint.path.startsWith('/api/portal'));
    expect(
      portalRoutes
        .filter((endpoint) => endpoint.access !== 'public' && endpoint.access.some((role) => !(PORTAL_ROLES as readonly string[]).includes(role)))
        .map(describeEndpoint),
    ).toEqual([]);
    expect(portalRoutes.filter((endpoint) => allows(endpoint, 'owner')).length).toBeGreaterThanOrEqual(7);
  });

  it('refuses staff the portal routes, and anyone signed out every guarded route', async () => {
    const mismatches: string[] = [];
    for (const endpoint of guarded) {
      const anonymous = await send(context.server, endpoint, '');
      if (anonymous.status !== 401) mismatches.push(`${describeEndpoint(endpoint)} answered a visitor ${anonymous.status}`);
      if (endpoint.access !== 'public' && endpoint.access.every((role) => (PORTAL_ROLES as readonly string[]).includes(role))) {
        const asStaff = await send(context.server, endpoint, accounts.staff.cookie);
        if (asStaff.status !== 403) mismatches.push(`${describeEndpoint(endpoint)} answered staff ${asStaff.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a content manager every money route (ledgers, payments, owners’ fees, tenancy changes) and keeps the maintenance board open', async () => {
    const money = guarded.filter((endpoint) => endpoint.access !== 'public' && sameAccess(endpoint.access, MONEY_STAFF));
    expect(money.map(describeEndpoint)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/tenancies',
        'PUT /api/admin/tenancies/:id',
        'POST /api/admin/owners',
        'PUT /api/admin/owners/:id',
        'GET /api/admin/rent/tenancies/:id/ledger',
        'POST /api/admin/rent/tenancies/:id/payments',
        'PUT /api/admin/rent/owners/:id/settings',
        'POST /api/admin/tenancies/:id/documents',
        'POST /api/admin/tenancies/:id/renewal-offers',
        'POST /api/admin/tenancies/:id/renewal-offers/:offerId/withdraw',
        'GET /api/admin/rent/bank-mappings',
        'POST /api/admin/rent/bank-imports',
        'POST /api/admin/rent/bank-imports/:id/file',
        'GET /api/admin/rent/bank-imports/:id',
        'GET /api/admin/rent/bank-lines',
        'POST /api/admin/rent/bank-lines/:id/match',
        'POST /api/admin/rent/bank-lines/:id/ignore',
        'POST /api/admin/rent/bank-lines/:id/unmatch',
        'GET /api/admin/rent/arrears',
        'GET /api/admin/rent/arrears/export',
        'PUT /api/admin/rent/tenancies/:id/deposit',
        'POST /api/admin/rent/tenancies/:id/deposit/deductions',
        'POST /api/admin/rent/tenancies/:id/deposit/refund',
        'GET /api/admin/rent/tenancies/:id/deposit/letter',
      ]),
    );
    const mismatches: string[] = [];
    for (const endpoint of money) {
      const response = await send(context.server, endpoint, accounts.contentManager.cookie);
      if (response.status !== 403) mismatches.push(`${describeEndpoint(endpoint)} answered a content manager ${response.status}`);
    }
    for (const endpoint of Object.values(MAINTENANCE_ENDPOINTS)) {
      const response = await send(context.server, endpoint, accounts.contentManager.cookie);
      if (response.status === 403) mismatches.push(`${describeEndpoint(endpoint)} refused a content manager`);
    }
    expect(mismatches).toEqual([]);
  });

  it.each(PORTAL_ROLES)('does not let a %s sign in with a password', async (role) => {
    const response = await request(context.server).post('/api/auth/login').send({ email: accounts[role].email, password: 'anything-at-all-1' });
    expect(response.status).toBe(401);
  });
});
