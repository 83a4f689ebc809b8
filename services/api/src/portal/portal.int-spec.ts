import request from 'supertest';
import {
  MAINTENANCE_MESSAGES,
  MaintenanceCountsSchema,
  MaintenancePageSchema,
  PORTAL_MESSAGES,
  PortalAccountSchema,
  StaffMaintenanceRequestSchema,
  TenancyPageSchema,
  TenancySchema,
  TenantMaintenanceRequestSchema,
} from '@app/contracts';
import {
  hashResetToken,
  LocalMediaStorage,
  MaintenancePhotoEntity,
  MaintenanceRequestEntity,
  MediaEntity,
  mediaStorageKeys,
  newResetToken,
  OutboundMailEntity,
  PasswordResetEntity,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { pngImage } from '@app/core/testing';
import { sessionCookieOf, useAppWithMedia } from '../testing/accounts';

describe('tenancies, the portal sign-in and maintenance requests', () => {
  const app = useAppWithMedia('portal', { STAFF_NOTIFY_EMAIL: 'staff@harbourline.test', TRUST_PROXY_HOPS: '1' });
  const api = () => request(app.context.server);
  const em = () => app.accounts.em.fork();
  let address = 0;
  const fromOwnAddress = (test: request.Test) => test.set('X-Forwarded-For', `203.0.113.${++address}`);

  const tenancyBody = (email: string, overrides: Record<string, unknown> = {}) => ({
    address: '12 Marine Parade Road #08-12',
    tenantName: 'Tan Mei Ling',
    tenantEmail: email,
    tenantPhone: '9123 4567',
    leaseStart: '2026-01-01',
    leaseEnd: '2027-12-31',
    monthlyRent: 3200,
    ...overrides,
  });

  /** What the worker does when it sends the mail: makes the token and stores its hash (of the latest invitation or sign-in link). */
  async function mailedToken(userId: string): Promise<string> {
    const fork = em();
    const link = await fork.findOneOrFail(
      PasswordResetEntity,
      { user: userId, purpose: { $in: ['sign_in', 'invitation'] } },
      { orderBy: { createdAt: 'desc' } },
    );
    const { token, tokenHash } = newResetToken();
    link.tokenHash = tokenHash;
    await fork.flush();
    return token;
  }

  /** A tenancy created and invited by staff, and its tenant signed in from the mailed link. */
  async function invitedTenant(email = `tenant-${Math.random().toString(36).slice(2, 8)}@example.sg`) {
    const staff = await app.accounts.create('admin');
    const tenancy = TenancySchema.parse(
      (
        await api()
          .post('/api/admin/tenancies')
          .set('Cookie', staff.cookie)
          .send({ ...tenancyBody(email), invite: true })
          .expect(201)
      ).body,
    );
    const tenant = await em().findOneOrFail(UserEntity, { email });
    const signIn = await fromOwnAddress(api().post('/api/portal/sign-in'))
      .send({ token: await mailedToken(tenant.id) })
      .expect(200);
    return { staff, tenancy, tenant, cookie: sessionCookieOf(signIn) };
  }

  describe('tenancies (staff)', () => {
    it('creates, lists by search and status a page at a time, edits and ends a tenancy', async () => {
      const staff = await app.accounts.create('admin');
      const marker = `Block ${Math.random().toString(36).slice(2, 8)}`;
      for (const [index, start] of ['2020-01-01', '2026-01-01', '2099-01-01'].entries()) {
        const end = start.replace(/^\d{4}/, (year) => String(Number(year) + 2));
        await api()
          .post('/api/admin/tenancies')
          .set('Cookie', staff.cookie)
          .send(tenancyBody(`t${index}-${marker.slice(6)}@example.sg`, { address: `${marker} unit ${index}`, leaseStart: start, leaseEnd: end }))
          .expect(201);
      }
      const all = TenancyPageSchema.parse(
        (
          await api()
            .get(`/api/admin/tenancies?q=${encodeURIComponent(marker)}&pageSize=2`)
            .set('Cookie', staff.cookie)
            .expect(200)
        ).body,
      );
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(all.items.map((item) => item.status)).toEqual(['upcoming', 'active']);
      const active = TenancyPageSchema.parse(
        (
          await api()
            .get(`/api/admin/tenancies?q=${encodeURIComponent(marker)}&status=active`)
            .set('Cookie', staff.cookie)
            .expect(200)
        ).body,
      );
      expect(active.items.map((item) => item.address)).toEqual([`${marker} unit 1`]);
      const id = active.items[0]!.id;
      const edited = TenancySchema.parse(
        (
          await api()
            .put(`/api/admin/tenancies/${id}`)
            .set('Cookie', staff.cookie)
            .send(tenancyBody(active.items[0]!.tenantEmail, { monthlyRent: 3350.5 }))
            .expect(200)
        ).body,
      );
      expect(edited.monthlyRent).toBe(3350.5);
      const ended = TenancySchema.parse((await api().post(`/api/admin/tenancies/${id}/end`).set('Cookie', staff.cookie).expect(200)).body);
      expect(ended.status).toBe('ended');
      await api().post(`/api/admin/tenancies/${id}/end`).set('Cookie', staff.cookie).expect(409);
    });

    it('answers 400 with the field messages, 404 for an unknown tenancy, and 409 for a staff address', async () => {
      const staff = await app.accounts.create('admin');
      const invalid = await api()
        .post('/api/admin/tenancies')
        .set('Cookie', staff.cookie)
        .send(tenancyBody('x@example.sg', { address: null, leaseEnd: '2025-01-01' }))
        .expect(400);
      expect(JSON.stringify(invalid.body)).toContain('Choose a listing or write the address of the unit');
      expect(JSON.stringify(invalid.body)).toContain('The lease must end after it starts');
      await api().get('/api/admin/tenancies/00000000-0000-4000-8000-000000000000').set('Cookie', staff.cookie).expect(404);
      const conflict = await api()
        .post('/api/admin/tenancies')
        .set('Cookie', staff.cookie)
        .send({ ...tenancyBody(staff.email), invite: true })
        .expect(409);
      expect(typeof conflict.body.error).toBe('string');
    });
  });

  describe('the sign-in link', () => {
    it('is, from staff, an invitation valid 7 days, stored as a hash only, with its mail pending, and signs the tenant in once', async () => {
      const staff = await app.accounts.create('admin');
      const email = `once-${Math.random().toString(36).slice(2, 8)}@example.sg`;
      await api()
        .post('/api/admin/tenancies')
        .set('Cookie', staff.cookie)
        .send({ ...tenancyBody(email), invite: true })
        .expect(201);
      const tenant = await em().findOneOrFail(UserEntity, { email }, { populate: ['passwordHash'] });
      expect(tenant).toMatchObject({ role: 'tenant', passwordHash: null });
      const link = await em().findOneOrFail(PasswordResetEntity, { user: tenant.id, purpose: 'invitation' });
      const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(7, 2);
      expect(link.tokenHash).toBeNull();
      expect(await em().count(OutboundMailEntity, { passwordReset: link.id, kind: 'portal_sign_in', recipient: email, status: 'pending' })).toBe(1);

      const token = await mailedToken(tenant.id);
      const stored = await em().findOneOrFail(PasswordResetEntity, { id: link.id });
      expect(stored.tokenHash).toBe(hashResetToken(token));
      expect(stored.tokenHash).not.toContain(token);

      const first = await fromOwnAddress(api().post('/api/portal/sign-in')).send({ token }).expect(200);
      expect(PortalAccountSchema.parse(first.body)).toMatchObject({ email, tenancies: [expect.objectContaining({ status: 'active' })] });
      await api().get('/api/portal/me').set('Cookie', sessionCookieOf(first)).expect(200);
      const again = await fromOwnAddress(api().post('/api/portal/sign-in')).send({ token }).expect(400);
      expect(again.body.error).toBe(PORTAL_MESSAGES.invalidLink);

      await api().post('/api/auth/logout').set('Cookie', sessionCookieOf(first)).expect(200);
      await api().get('/api/portal/me').set('Cookie', sessionCookieOf(first)).expect(401);
    });

    it('does not work once expired, nor as a password reset; its page mails a fresh 15-minute link to its account at once', async () => {
      const { tenant } = await invitedTenant();
      const token = await mailedToken(tenant.id);
      await fromOwnAddress(api().post('/api/auth/reset-password')).send({ token, newPassword: 'Some-new-pass-41' }).expect(400);
      await em().nativeUpdate(PasswordResetEntity, { tokenHash: hashResetToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
      await fromOwnAddress(api().post('/api/portal/sign-in')).send({ token }).expect(400);

      const renewed = await fromOwnAddress(api().post('/api/portal/sign-in-link/renew')).send({ token }).expect(202);
      expect(renewed.body).toEqual({ success: true, message: PORTAL_MESSAGES.newLinkSent });
      const fresh = await em().findOneOrFail(PasswordResetEntity, { user: tenant.id, purpose: 'sign_in' });
      expect((fresh.expiresAt.getTime() - fresh.createdAt.getTime()) / 60_000).toBeCloseTo(15, 0);
      expect(await em().count(OutboundMailEntity, { passwordReset: fresh.id, kind: 'portal_sign_in', recipient: tenant.email })).toBe(1);
      const unknown = await fromOwnAddress(api().post('/api/portal/sign-in-link/renew')).send({ token: 'not-a-token-of-ours' }).expect(202);
      expect(unknown.body).toEqual(renewed.body);
      await fromOwnAddress(api().post('/api/portal/sign-in-link/renew')).send({ token }).expect(202);
      expect(await em().count(PasswordResetEntity, { user: tenant.id, purpose: 'sign_in' })).toBe(1);
      await fromOwnAddress(api().post('/api/portal/sign-in'))
        .send({ token: await mailedToken(tenant.id) })
        .expect(200);
    });

    it('answers a request for a link alike for known and unknown addresses, mails known tenants at most once a minute, and is rate-limited', async () => {
      const { tenant } = await invitedTenant();
      await em().nativeDelete(PasswordResetEntity, { user: tenant.id });
      const from = '198.18.0.9';
      const ask = (email: string) => api().post('/api/portal/sign-in-link').set('X-Forwarded-For', from).send({ email });
      const known = await ask(tenant.email).expect(202);
      const unknown = await ask('nobody-here@example.sg').expect(202);
      expect(known.body).toEqual(unknown.body);
      await ask(tenant.email).expect(202);
      expect(await em().count(PasswordResetEntity, { user: tenant.id, purpose: 'sign_in' })).toBe(1);
      let status = 202;
      for (let attempt = 0; attempt < 10 && status === 202; attempt += 1) status = (await ask('nobody-here@example.sg')).status;
      expect(status).toBe(429);
    });
  });

  describe('maintenance requests', () => {
    const emergency = (tenancyId: string) => ({
      tenancyId,
      category: 'plumbing',
      urgency: 'emergency',
      description: 'Water is pouring from the ceiling of the kitchen.',
    });

    /** A routine request filed by the signed-in tenant (`cookie`). */
    const fileRoutine = async (cookie: string, tenancyId: string) =>
      TenantMaintenanceRequestSchema.parse(
        (
          await api()
            .post('/api/portal/requests')
            .set('Cookie', cookie)
            .send({ ...emergency(tenancyId), urgency: 'routine' })
            .expect(201)
        ).body,
      );

    it('are stored with a staff mail and a 1-hour clock, take photos, and reach the board', async () => {
      const { tenancy, cookie, staff } = await invitedTenant();
      const filed = TenantMaintenanceRequestSchema.parse(
        (await api().post('/api/portal/requests').set('Cookie', cookie).send(emergency(tenancy.id)).expect(201)).body,
      );
      const stored = await em().findOneOrFail(MaintenanceRequestEntity, { id: filed.id });
      expect(stored.responseDueAt.getTime() - stored.createdAt.getTime()).toBe(3_600_000);
      expect(
        await em().count(OutboundMailEntity, { maintenanceRequest: filed.id, kind: 'maintenance_notification', recipient: 'staff@harbourline.test' }),
      ).toBe(1);

      const photo = await pngImage({ width: 60, height: 40 });
      const withPhoto = await api()
        .post(`/api/portal/requests/${filed.id}/photos`)
        .set('Cookie', cookie)
        .attach('files', photo, { filename: 'leak.png', contentType: 'image/png' })
        .expect(200);
      expect(TenantMaintenanceRequestSchema.parse(withPhoto.body).photos).toEqual([expect.objectContaining({ stage: 'report', status: 'processing' })]);
      const tooMany = api().post(`/api/portal/requests/${filed.id}/photos`).set('Cookie', cookie);
      for (let index = 0; index < 6; index += 1) tooMany.attach('files', photo, { filename: `leak-${index}.png`, contentType: 'image/png' });
      expect((await tooMany.expect(400)).body.error).toBe(MAINTENANCE_MESSAGES.tooManyPhotos);
      const notAnImage = await api()
        .post(`/api/portal/requests/${filed.id}/photos`)
        .set('Cookie', cookie)
        .attach('files', Buffer.from('<html></html>'), { filename: 'x.png', contentType: 'image/png' });
      expect(notAnImage.status).toBe(415);

      const board = MaintenancePageSchema.parse((await api().get(`/api/admin/maintenance?q=${filed.reference}`).set('Cookie', staff.cookie).expect(200)).body);
      expect(board.items).toEqual([
        expect.objectContaining({ id: filed.id, status: 'new', urgency: 'emergency', responseClock: expect.objectContaining({ overdue: false }) }),
      ]);
      const library = (await api().get('/api/admin/media').set('Cookie', staff.cookie).expect(200)).body as {
        items: Array<{ originalFilename: string }>;
        total: number;
      };
      expect(library.items.map((item) => item.originalFilename)).not.toContain('leak.png');
      // The dashboard's Media Files counter counts what the library lists, not tenants' repair photos.
      const stats = (await api().get('/api/admin/stats').set('Cookie', staff.cookie).expect(200)).body as { mediaFiles: number };
      expect(stats.mediaFiles).toBe(library.total);
    });

    it('are never shown to another tenant, whatever the id', async () => {
      const owner = await invitedTenant();
      const other = await invitedTenant();
      const filed = TenantMaintenanceRequestSchema.parse(
        (await api().post('/api/portal/requests').set('Cookie', owner.cookie).send(emergency(owner.tenancy.id)).expect(201)).body,
      );
      const photo = await api()
        .post(`/api/portal/requests/${filed.id}/photos`)
        .set('Cookie', owner.cookie)
        .attach('files', await pngImage({ width: 20, height: 20 }), { filename: 'a.png', contentType: 'image/png' })
        .expect(200);
      const photoId = TenantMaintenanceRequestSchema.parse(photo.body).photos[0]!.id;
      for (const url of [`/api/portal/requests/${filed.id}`, `/api/portal/photos/${photoId}/thumb.webp`, '/api/portal/requests/not-a-uuid']) {
        const response = await api().get(url).set('Cookie', other.cookie);
        expect(response.status).toBe(404);
        expect(response.body.error).toBe(MAINTENANCE_MESSAGES.notFound);
      }
      await api().post(`/api/portal/requests/${filed.id}/comments`).set('Cookie', other.cookie).send({ text: 'Mine now?' }).expect(404);
      await api().post('/api/portal/requests').set('Cookie', other.cookie).send(emergency(owner.tenancy.id)).expect(400);
      expect((await api().get('/api/portal/requests').set('Cookie', other.cookie).expect(200)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
      expect((await api().get('/api/portal/requests').set('Cookie', owner.cookie).expect(200)).body).toMatchObject({ items: [{ id: filed.id }], total: 1 });
    });

    it('are handled by staff: every change on the timeline, the tenant e-mailed on a status change, notes kept from the tenant', async () => {
      const { tenancy, cookie, staff } = await invitedTenant();
      const filed = await fileRoutine(cookie, tenancy.id);
      const before = MaintenanceCountsSchema.parse((await api().get('/api/admin/maintenance/counts').set('Cookie', staff.cookie).expect(200)).body);
      const changed = StaffMaintenanceRequestSchema.parse(
        (
          await api()
            .post(`/api/admin/maintenance/${filed.id}/update`)
            .set('Cookie', staff.cookie)
            .send({
              status: 'assigned',
              assigneeId: staff.user.id,
              contractorName: 'Ah Seng Plumbing',
              contractorPhone: '6123 4567',
              appointmentAt: '2026-12-01T10:00:00+08:00',
              cost: 180,
            })
            .expect(200)
        ).body,
      );
      expect(changed).toMatchObject({ status: 'assigned', cost: 180, contractorPhone: '+65 6123 4567', responseClock: null });
      expect(changed.timeline.map((event) => event.kind)).toEqual([
        'created',
        'assigned',
        'status_changed',
        'contractor_changed',
        'appointment_changed',
        'cost_changed',
      ]);
      const after = MaintenanceCountsSchema.parse((await api().get('/api/admin/maintenance/counts').set('Cookie', staff.cookie).expect(200)).body);
      expect(after.new).toBe(before.new - 1);
      const statusMails = await em().find(OutboundMailEntity, { kind: 'maintenance_status', maintenanceEvent: { request: filed.id } });
      expect(statusMails.map((mail) => mail.recipient)).toEqual([tenancy.tenantEmail]);

      await api()
        .post(`/api/admin/maintenance/${filed.id}/notes`)
        .set('Cookie', staff.cookie)
        .send({ text: 'Landlord pays above S$150', staffOnly: true })
        .expect(200);
      await api().post(`/api/portal/requests/${filed.id}/comments`).set('Cookie', cookie).send({ text: 'I am home after 6 pm.' }).expect(200);
      const seen = TenantMaintenanceRequestSchema.parse((await api().get(`/api/portal/requests/${filed.id}`).set('Cookie', cookie).expect(200)).body);
      expect(seen.status).toBe('assigned');
      expect(JSON.stringify(seen)).not.toContain('Landlord pays');
      expect(JSON.stringify(seen)).not.toContain('S$180');
      expect(seen.timeline.at(-1)).toMatchObject({ kind: 'comment', text: 'I am home after 6 pm.', byTenant: true });

      const invalid = await api().post(`/api/admin/maintenance/${filed.id}/update`).set('Cookie', staff.cookie).send({ status: 'fixed' }).expect(400);
      expect(typeof invalid.body.error).toBe('string');
    });

    it('move to assigned when assigned, telling the tenant who will come with a link to the request, and need staff to choose reply or note', async () => {
      const { tenancy, cookie, staff } = await invitedTenant();
      const filed = await fileRoutine(cookie, tenancy.id);
      const stored = await em().findOneOrFail(MaintenanceRequestEntity, { id: filed.id });
      expect(stored.portalUrl).toMatch(/^http.+\/portal$/);
      const assigned = StaffMaintenanceRequestSchema.parse(
        (
          await api()
            .post(`/api/admin/maintenance/${filed.id}/update`)
            .set('Cookie', staff.cookie)
            .send({ status: 'new', assigneeId: staff.user.id })
            .expect(200)
        ).body,
      );
      expect(assigned.status).toBe('assigned');
      const mails = await em().find(
        OutboundMailEntity,
        { kind: 'maintenance_status', maintenanceEvent: { request: filed.id } },
        { populate: ['maintenanceEvent'] },
      );
      expect(mails.map((mail) => mail.maintenanceEvent?.kind)).toEqual(['status_changed']);
      await api()
        .post(`/api/admin/maintenance/${filed.id}/update`)
        .set('Cookie', staff.cookie)
        .send({ appointmentAt: '2026-12-01T10:00:00+08:00' })
        .expect(200);
      const timed = await em().find(
        OutboundMailEntity,
        { kind: 'maintenance_status', maintenanceEvent: { request: filed.id } },
        { populate: ['maintenanceEvent'] },
      );
      expect(timed.map((mail) => mail.maintenanceEvent?.kind).sort()).toEqual(['appointment_changed', 'status_changed']);
      const unchosen = await api().post(`/api/admin/maintenance/${filed.id}/notes`).set('Cookie', staff.cookie).send({ text: 'Coming at 10' }).expect(400);
      expect(unchosen.body.error).toContain('Choose whether the tenant sees it');
    });

    it('followed up by the tenant once done or closed: staff are mailed, it counts as new activity on the board, and a reply or a reopen ends it', async () => {
      const { tenancy, cookie, staff } = await invitedTenant();
      const filed = await fileRoutine(cookie, tenancy.id);
      const update = (body: object) => api().post(`/api/admin/maintenance/${filed.id}/update`).set('Cookie', staff.cookie).send(body).expect(200);
      const counts = async () => MaintenanceCountsSchema.parse((await api().get('/api/admin/maintenance/counts').set('Cookie', staff.cookie).expect(200)).body);
      const onBoard = async () =>
        MaintenancePageSchema.parse((await api().get(`/api/admin/maintenance?status=open&q=${filed.reference}`).set('Cookie', staff.cookie).expect(200)).body)
          .items;
      await update({ status: 'closed' });
      expect(await onBoard()).toEqual([]);
      const before = await counts();

      await api().post(`/api/portal/requests/${filed.id}/comments`).set('Cookie', cookie).send({ text: 'The tap drips again.' }).expect(200);
      expect((await counts()).followUps).toBe(before.followUps + 1);
      const [row] = await onBoard();
      expect(row).toMatchObject({ reference: filed.reference, status: 'closed' });
      expect(row?.tenantFollowUpAt).not.toBeNull();
      const followUps = await em().find(OutboundMailEntity, { kind: 'maintenance_follow_up', maintenanceEvent: { request: filed.id } });
      expect(followUps).toHaveLength(1);

      await api().post(`/api/admin/maintenance/${filed.id}/notes`).set('Cookie', staff.cookie).send({ text: 'Checking', staffOnly: true }).expect(200);
      expect((await counts()).followUps).toBe(before.followUps + 1);
      await api().post(`/api/admin/maintenance/${filed.id}/notes`).set('Cookie', staff.cookie).send({ text: 'We come tomorrow', staffOnly: false }).expect(200);
      expect((await counts()).followUps).toBe(before.followUps);

      await api().post(`/api/portal/requests/${filed.id}/comments`).set('Cookie', cookie).send({ text: 'Still dripping.' }).expect(200);
      const reopened = StaffMaintenanceRequestSchema.parse((await update({ status: 'in_progress' })).body);
      expect(reopened).toMatchObject({ status: 'in_progress', tenantFollowUpAt: null });
      expect((await counts()).followUps).toBe(before.followUps);
    });

    it('cannot be filed for an ended tenancy', async () => {
      const { tenancy, cookie, staff } = await invitedTenant();
      await api().post(`/api/admin/tenancies/${tenancy.id}/end`).set('Cookie', staff.cookie).expect(200);
      const refused = await api().post('/api/portal/requests').set('Cookie', cookie).send(emergency(tenancy.id)).expect(409);
      expect(refused.body.error).toBe(MAINTENANCE_MESSAGES.tenancyEnded);
    });
  });
});

describe('the PDPA erasure of a tenant', () => {
  const app = useAppWithMedia('portal-erasure');

  it('deletes their tenancies, requests, photos (rows and files) and portal account, and keeps only counts in the audit log', async () => {
    const api = () => request(app.context.server);
    const admin = await app.accounts.create('admin');
    const tenant = await app.accounts.create('tenant');
    const body = {
      address: '8 Tanjong Rhu Road',
      tenantName: 'Lim Wei',
      tenantEmail: tenant.email,
      tenantPhone: '+65 8123 4567',
      leaseStart: '2026-01-01',
      leaseEnd: '2027-01-01',
      monthlyRent: 2800,
    };
    const tenancy = TenancySchema.parse((await api().post('/api/admin/tenancies').set('Cookie', admin.cookie).send(body).expect(201)).body);
    const em = app.accounts.em.fork();
    await em.nativeUpdate(TenancyEntity, { id: tenancy.id }, { tenant: tenant.user.id });
    const filed = TenantMaintenanceRequestSchema.parse(
      (
        await api()
          .post('/api/portal/requests')
          .set('Cookie', tenant.cookie)
          .send({ tenancyId: tenancy.id, category: 'pest', urgency: 'routine', description: 'Cockroaches in the kitchen cabinets.' })
          .expect(201)
      ).body,
    );
    await api()
      .post(`/api/portal/requests/${filed.id}/photos`)
      .set('Cookie', tenant.cookie)
      .attach('files', await pngImage({ width: 30, height: 30 }), { filename: 'pest.png', contentType: 'image/png' })
      .expect(200);
    const photo = await em.findOneOrFail(MaintenancePhotoEntity, { request: filed.id });
    const storage = new LocalMediaStorage(app.mediaDir);
    expect(await storage.open(mediaStorageKeys.original(photo.media.id))).not.toBeNull();

    const erased = await api().post('/api/admin/privacy/erasure').set('Cookie', admin.cookie).send({ email: tenant.email.toUpperCase() }).expect(200);
    expect(erased.body).toEqual({
      enquiriesDeleted: 0,
      newsletterSubscriptionDeleted: false,
      tenanciesDeleted: 1,
      tenantAccountDeleted: true,
      ownerDeleted: false,
    });
    const fork = app.accounts.em.fork();
    expect(await fork.count(MaintenanceRequestEntity, { id: filed.id })).toBe(0);
    expect(await fork.count(MediaEntity, { id: photo.media.id })).toBe(0);
    expect(await fork.count(UserEntity, { id: tenant.user.id })).toBe(0);
    expect(await storage.open(mediaStorageKeys.original(photo.media.id))).toBeNull();
    await api().get('/api/portal/me').set('Cookie', tenant.cookie).expect(401);
  });
});
