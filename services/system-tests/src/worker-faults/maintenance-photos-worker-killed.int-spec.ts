import { createHash, randomBytes } from 'node:crypto';
import { ApiClient, eventually, expectStatus } from '../support';
import { slowImage, WorkerFaultStack } from './worker-fault-stack';

type Photo = { id: string; status: string; url: string | null };
type TenantRequest = { id: string; status: string; photos: Photo[] };

/** Issue 25: a tenant's request and its photo survive the worker being killed while it processes the photo. */
describe('a maintenance request whose photo worker is killed (API, worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('maintenance_photo_killed', { WORKER_QUEUES: 'media', WORKER_CONCURRENCY: '1' });
  });
  afterAll(() => stack?.close());

  /** A tenancy with its tenant signed in to the portal (the link's token stored as the worker would store it when mailing it). */
  async function signedInTenant(): Promise<{ tenant: ApiClient; tenancyId: string }> {
    const email = `tenant-${randomBytes(4).toString('hex')}@example.sg`;
    const tenancy = expectStatus(
      await stack.staff.post<{ id: string }>('/api/admin/tenancies', {
        address: '3 Amber Road',
        tenantName: 'Goh Siew Lan',
        tenantEmail: email,
        tenantPhone: '+65 9876 5432',
        leaseStart: '2026-01-01',
        leaseEnd: '2027-12-31',
        monthlyRent: 4100,
        invite: true,
      }),
      201,
    );
    const token = randomBytes(32).toString('base64url');
    await stack.query(
      `update password_resets set token_hash = '${createHash('sha256').update(token).digest('hex')}' where purpose in ('sign_in', 'invitation') and user_id = (select id from users where email = '${email}')`,
    );
    const tenant = new ApiClient(stack.api.baseUrl);
    expect((await tenant.signInToPortal(token)).status).toBe(200);
    return { tenant, tenancyId: tenancy.id };
  }

  it('keeps the request and finishes the photo on the next worker', async () => {
    const { tenant, tenancyId } = await signedInTenant();
    const filed = expectStatus(
      await tenant.post<TenantRequest>('/api/portal/requests', {
        tenancyId,
        category: 'electrical',
        urgency: 'urgent',
        description: 'The kitchen sockets spark when anything is plugged in.',
      }),
      201,
    );
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await slowImage())], { type: 'image/png' }), 'sockets.png');
    const withPhoto = expectStatus(
      await tenant.request<TenantRequest>('POST', `/api/portal/requests/${filed.id}/photos`, { body: form, timeoutMs: 30_000 }),
      200,
    );
    const photoId = withPhoto.photos[0]?.id as string;

    const first = await stack.startWorker();
    await eventually(async () => (await (await stack.job('media', photoId))?.getState()) === 'active', {
      timeoutMs: 60_000,
      message: 'the photo job to start',
    });
    await first.kill();
    await stack.startWorker();

    const done = await eventually(
      async () => {
        const current = expectStatus(await tenant.get<TenantRequest>(`/api/portal/requests/${filed.id}`), 200);
        return current.photos[0]?.status === 'ready' ? current : null;
      },
      { timeoutMs: 120_000, message: 'the photo to be ready' },
    );
    expect(done).toMatchObject({ id: filed.id, status: 'new' });
    const thumbnail = await fetch(`${stack.api.baseUrl}${done.photos[0]?.url}`);
    expect(thumbnail.status).toBe(401);
    expect(stack.filesOf(photoId).length).toBeGreaterThan(1);
    const [row] = await stack.query<{ in_library: boolean }>(`select in_library from media_items where id = '${photoId}'`);
    expect(row?.in_library).toBe(false);
  }, 300_000);
});
