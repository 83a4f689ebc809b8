import request from 'supertest';
import {
  MEDIA_THUMBNAIL_FILE,
  OWNER_MESSAGES,
  OwnerMaintenancePageSchema,
  OwnerMaintenanceRequestSchema,
  OwnerPageSchema,
  OwnerSchema,
  OwnerStatementPageSchema,
  OwnerStatementSchema,
  OwnerUnitsSchema,
  ErasureResultSchema,
  PortalAccountSchema,
  singaporeMonth,
  TenancySchema,
} from '@app/contracts';
import {
  LocalMediaStorage,
  MaintenanceEventEntity,
  MaintenanceRequestEntity,
  MaintenancePhotoEntity,
  MediaEntity,
  mediaStorageKeys,
  newResetToken,
  OutboundMailEntity,
  OwnerEntity,
  OwnerStatementEntity,
  OwnerUnitEntity,
  PasswordResetEntity,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { sessionCookieOf, useAppWithMedia } from '../testing/accounts';

const NOT_THERE = '00000000-0000-4000-8000-000000000000';

describe('owners, the owner view of the portal and statements', () => {
  const app = useAppWithMedia('owners', { TRUST_PROXY_HOPS: '1' });
  const api = () => request(app.context.server);
  const em = () => app.accounts.em.fork();
  let clientAddress = 0;
  const fromOwnAddress = (test: request.Test) => test.set('X-Forwarded-For', `198.18.0.${++clientAddress}`);
  const unique = () => Math.random().toString(36).slice(2, 8);

  const ownerBody = (email: string, addresses: string[], overrides: Record<string, unknown> = {}) => ({
    name: 'Lim Wei Jie',
    email,
    phone: '9876 5432',
    units: addresses.map((address) => ({ address, managementFeePercent: 8.5 })),
    ...overrides,
  });

  async function tenancyAt(staffCookie: string, address: string, monthlyRent = 3100) {
    const body = {
      address,
      tenantName: 'Tan Mei Ling',
      tenantEmail: `t-${unique()}@example.sg`,
      tenantPhone: '9123 4567',
      leaseStart: '2026-01-01',
      leaseEnd: '2030-12-31',
      monthlyRent,
    };
    return TenancySchema.parse((await api().post('/api/admin/tenancies').set('Cookie', staffCookie).send(body).expect(201)).body);
  }

  /** A request on a tenancy, as a tenant would have filed it. */
  async function requestOn(tenancyId: string): Promise<MaintenanceRequestEntity> {
    const fork = em();
    const request = new MaintenanceRequestEntity({
      tenancy: fork.getReference(TenancyEntity, tenancyId),
      category: 'plumbing',
      urgency: 'urgent',
      description: 'The kitchen tap leaks',
      responseDueAt: new Date(),
      createdAt: new Date(),
    });
    await fork.persistAndFlush(request);
    return request;
  }

  /** An owner created and invited by staff, signed in from the mailed link (the worker's part done by hand). */
  async function signedInOwner(staffCookie: string, addresses: string[]) {
    const email = `owner-${unique()}@example.sg`;
    const owner = OwnerSchema.parse(
      (
        await api()
          .post('/api/admin/owners')
          .set('Cookie', staffCookie)
          .send({ ...ownerBody(email, addresses), invite: true })
          .expect(201)
      ).body,
    );
    const account = await em().findOneOrFail(UserEntity, { email });
    const fork = em();
    const link = await fork.findOneOrFail(PasswordResetEntity, { user: account.id, purpose: 'invitation' });
    const { token, tokenHash } = newResetToken();
    link.tokenHash = tokenHash;
    await fork.flush();
    const signIn = await fromOwnAddress(api().post('/api/portal/sign-in')).send({ token }).expect(200);
    return { owner, account, cookie: sessionCookieOf(signIn), signInBody: signIn.body as unknown };
  }

  describe('staff', () => {
    it('create, search a page at a time, read and edit owners with their units and fees', async () => {
      const staff = await app.accounts.create('admin');
      const marker = `Owner street ${unique()}`;
      const created = OwnerSchema.parse(
        (
          await api()
            .post('/api/admin/owners')
            .set('Cookie', staff.cookie)
            .send(ownerBody(`a-${unique()}@example.sg`, [`${marker} #01-01`, `${marker} #02-02`]))
            .expect(201)
        ).body,
      );
      expect(created.units.map((unit) => [unit.unit, unit.managementFeePercent])).toEqual([
        [`${marker} #01-01`, 8.5],
        [`${marker} #02-02`, 8.5],
      ]);
      expect(created.invitedAt).toBeNull();
      await api()
        .post('/api/admin/owners')
        .set('Cookie', staff.cookie)
        .send(ownerBody(`b-${unique()}@example.sg`, [`${marker} #03-03`]))
        .expect(201);
      const page = OwnerPageSchema.parse(
        (
          await api()
            .get(`/api/admin/owners?q=${encodeURIComponent(marker)}&pageSize=1`)
            .set('Cookie', staff.cookie)
            .expect(200)
        ).body,
      );
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      const edited = OwnerSchema.parse(
        (
          await api()
            .put(`/api/admin/owners/${created.id}`)
            .set('Cookie', staff.cookie)
            .send(ownerBody(created.email, [`${marker} #01-01`], { units: [{ address: `${marker} #01-01`, managementFeePercent: 10.25 }] }))
            .expect(200)
        ).body,
      );
      expect(edited.units.map((unit) => [unit.unit, unit.managementFeePercent])).toEqual([[`${marker} #01-01`, 10.25]]);
      expect(OwnerSchema.parse((await api().get(`/api/admin/owners/${created.id}`).set('Cookie', staff.cookie).expect(200)).body).units).toHaveLength(1);
    });

    it('answer 400 with the field messages, 404 for an unknown owner or statement, and 409 for a unit or e-mail taken', async () => {
      const staff = await app.accounts.create('admin');
      const invalid = await api()
        .post('/api/admin/owners')
        .set('Cookie', staff.cookie)
        .send(ownerBody('x@example.sg', [], { phone: '12' }))
        .expect(400);
      expect(JSON.stringify(invalid.body)).toContain(OWNER_MESSAGES.unitsRequired);
      const badFee = await api()
        .post('/api/admin/owners')
        .set('Cookie', staff.cookie)
        .send(
          ownerBody('x@example.sg', [], {
            units: [
              { address: 'A', managementFeePercent: 8.555 },
              { address: null, managementFeePercent: 120 },
            ],
          }),
        )
        .expect(400);
      expect(JSON.stringify(badFee.body)).toContain('Use at most two decimals');
      expect(JSON.stringify(badFee.body)).toContain(OWNER_MESSAGES.unitRequired);
      const twice = await api()
        .post('/api/admin/owners')
        .set('Cookie', staff.cookie)
        .send(ownerBody('x@example.sg', ['1 Same Road', '1 same road']))
        .expect(400);
      expect(JSON.stringify(twice.body)).toContain(OWNER_MESSAGES.duplicateUnit);
      for (const url of [`/api/admin/owners/${NOT_THERE}`, '/api/admin/owners/not-a-uuid', `/api/admin/owners/${NOT_THERE}/statements`]) {
        await api().get(url).set('Cookie', staff.cookie).expect(404);
      }
      const address = `9 Taken Road ${unique()}`;
      const first = OwnerSchema.parse(
        (
          await api()
            .post('/api/admin/owners')
            .set('Cookie', staff.cookie)
            .send(ownerBody(`c-${unique()}@example.sg`, [address]))
            .expect(201)
        ).body,
      );
      expect(
        (
          await api()
            .post('/api/admin/owners')
            .set('Cookie', staff.cookie)
            .send(ownerBody(`d-${unique()}@example.sg`, [address.toUpperCase()]))
            .expect(409)
        ).body.error,
      ).toBe(OWNER_MESSAGES.unitTaken);
      expect(
        (
          await api()
            .post('/api/admin/owners')
            .set('Cookie', staff.cookie)
            .send(ownerBody(first.email, [`other ${unique()}`]))
            .expect(409)
        ).body.error,
      ).toBe(OWNER_MESSAGES.emailTaken);
      await api().get(`/api/admin/owners/${first.id}/statements/${NOT_THERE}`).set('Cookie', staff.cookie).expect(404);
      const staffAddress = await api()
        .post('/api/admin/owners')
        .set('Cookie', staff.cookie)
        .send({ ...ownerBody(staff.email, [`s ${unique()}`]), invite: true })
        .expect(409);
      expect(staffAddress.body.error).toBe(OWNER_MESSAGES.emailTaken);
    });

    it('read an owner’s stored statements, newest first', async () => {
      const staff = await app.accounts.create('admin');
      const owner = OwnerSchema.parse(
        (
          await api()
            .post('/api/admin/owners')
            .set('Cookie', staff.cookie)
            .send(ownerBody(`e-${unique()}@example.sg`, [`s ${unique()}`]))
            .expect(201)
        ).body,
      );
      const fork = em();
      const totals = { rentDue: 3000, repairCosts: 100, managementFee: 255, net: 2645 };
      for (const month of ['2026-09', '2026-10'])
        fork.persist(new OwnerStatementEntity({ owner: fork.getReference(OwnerEntity, owner.id), month, content: { units: [], totals } }));
      await fork.flush();
      const page = OwnerStatementPageSchema.parse((await api().get(`/api/admin/owners/${owner.id}/statements`).set('Cookie', staff.cookie).expect(200)).body);
      expect(page.items.map((item) => item.month)).toEqual(['2026-10', '2026-09']);
      const statement = OwnerStatementSchema.parse(
        (await api().get(`/api/admin/owners/${owner.id}/statements/${page.items[0]!.id}`).set('Cookie', staff.cookie).expect(200)).body,
      );
      expect(statement).toMatchObject({ month: '2026-10', final: true, totals, ownerName: 'Lim Wei Jie' });
    });
  });

  describe('the owner', () => {
    it('signs in with the mailed link as an owner and sees only their units, tenancies, requests with costs and the month so far', async () => {
      const staff = await app.accounts.create('admin');
      const mine = `21 Owner Lane ${unique()}`;
      const tenancy = await tenancyAt(staff.cookie, mine, 3100);
      const { owner, cookie, signInBody } = await signedInOwner(staff.cookie, [mine.toLowerCase()]);
      expect(PortalAccountSchema.parse(signInBody)).toMatchObject({ role: 'owner', email: owner.email, tenancies: [] });
      expect(await em().count(OutboundMailEntity, { kind: 'portal_sign_in', recipient: owner.email })).toBe(1);

      const units = OwnerUnitsSchema.parse((await api().get('/api/portal/owner/units').set('Cookie', cookie).expect(200)).body);
      expect(units.units).toEqual([
        expect.objectContaining({
          unit: mine.toLowerCase(),
          managementFeePercent: 8.5,
          tenancies: [expect.objectContaining({ id: tenancy.id, leaseStart: '2026-01-01', leaseEnd: '2030-12-31', monthlyRent: 3100, status: 'active' })],
        }),
      ]);

      const open = await requestOn(tenancy.id);
      const fixed = await requestOn(tenancy.id);
      await api().post(`/api/admin/maintenance/${fixed.id}/update`).set('Cookie', staff.cookie).send({ status: 'done', cost: 180.5 }).expect(200);
      const note = em();
      note.persist(
        new MaintenanceEventEntity({
          request: note.getReference(MaintenanceRequestEntity, fixed.id),
          kind: 'note',
          actor: null,
          text: 'Staff only: the contractor overcharged',
        }),
      );
      await note.flush();

      const openPage = OwnerMaintenancePageSchema.parse((await api().get('/api/portal/owner/requests').set('Cookie', cookie).expect(200)).body);
      expect(openPage.items.map((item) => item.id)).toEqual([open.id]);
      const closedPage = OwnerMaintenancePageSchema.parse((await api().get('/api/portal/owner/requests?state=closed').set('Cookie', cookie).expect(200)).body);
      expect(closedPage.items).toEqual([expect.objectContaining({ id: fixed.id, status: 'done', cost: 180.5, doneAt: expect.any(String) })]);
      const detail = OwnerMaintenanceRequestSchema.parse((await api().get(`/api/portal/owner/requests/${fixed.id}`).set('Cookie', cookie).expect(200)).body);
      expect(detail.timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['status_changed', 'cost_changed']));
      expect(JSON.stringify(detail)).not.toContain('overcharged');
      await api().get('/api/portal/owner/requests?state=all').set('Cookie', cookie).expect(400);

      const current = OwnerStatementSchema.parse((await api().get('/api/portal/owner/statements/current').set('Cookie', cookie).expect(200)).body);
      expect(current).toMatchObject({ id: null, final: false, month: singaporeMonth(new Date()) });
      expect(current.units[0]!.repairs).toEqual([expect.objectContaining({ reference: fixed.reference, cost: 180.5 })]);
      // On rent received (issue 31): nothing is received yet, so no fee, and the repair comes off the net.
      expect(current.totals).toMatchObject({ rentDue: 3100, rentReceived: 0, managementFee: 0, gst: 0, net: -180.5 });
    });

    it('gets 404 for another owner’s request, photo and statement, by id guessing or otherwise', async () => {
      const staff = await app.accounts.create('admin');
      const theirs = `5 Other Owner Road ${unique()}`;
      const tenancy = await tenancyAt(staff.cookie, theirs);
      const other = await signedInOwner(staff.cookie, [theirs]);
      const me = await signedInOwner(staff.cookie, [`7 My Road ${unique()}`]);
      const theirRequest = await requestOn(tenancy.id);

      const fork = em();
      const media = Object.assign(new MediaEntity({ originalFilename: 'leak.png', mimeType: 'image/png', size: 10, inLibrary: false }), {
        status: 'ready' as const,
      });
      fork.persist(
        new MaintenancePhotoEntity({ media, request: fork.getReference(MaintenanceRequestEntity, theirRequest.id), stage: 'report', addedBy: null }),
      );
      await fork.flush();
      await new LocalMediaStorage(app.mediaDir).put(mediaStorageKeys.publicFile(media.id, MEDIA_THUMBNAIL_FILE), Buffer.from('webp'));
      const statement = new OwnerStatementEntity({
        owner: fork.getReference(OwnerEntity, other.owner.id),
        month: '2026-10',
        content: { units: [], totals: { rentDue: 0, repairCosts: 0, managementFee: 0, net: 0 } },
      });
      await fork.persistAndFlush(statement);

      await api().get(`/api/portal/owner/photos/${media.id}/${MEDIA_THUMBNAIL_FILE}`).set('Cookie', other.cookie).expect(200);
      for (const url of [
        `/api/portal/owner/requests/${theirRequest.id}`,
        `/api/portal/owner/photos/${media.id}/${MEDIA_THUMBNAIL_FILE}`,
        `/api/portal/owner/statements/${statement.id}`,
        '/api/portal/owner/requests/not-a-uuid',
        `/api/portal/owner/statements/${NOT_THERE}`,
      ]) {
        const response = await api().get(url).set('Cookie', me.cookie);
        expect([url, response.status]).toEqual([url, 404]);
        expect(typeof response.body.error).toBe('string');
      }
      expect(OwnerMaintenancePageSchema.parse((await api().get('/api/portal/owner/requests').set('Cookie', me.cookie).expect(200)).body).total).toBe(0);
      expect(
        OwnerStatementPageSchema.parse((await api().get('/api/portal/owner/statements').set('Cookie', other.cookie).expect(200)).body).items.map(
          (item) => item.id,
        ),
      ).toEqual([statement.id]);
    });

    it('cannot sign in with a password, reach /api/admin or the tenant’s routes', async () => {
      const staff = await app.accounts.create('admin');
      const { owner, cookie } = await signedInOwner(staff.cookie, [`3 Quiet Road ${unique()}`]);
      await api().post('/api/auth/login').send({ email: owner.email, password: 'anything-at-all-1' }).expect(401);
      await api().get('/api/auth/me').set('Cookie', cookie).expect(403);
      await api().get('/api/admin/owners').set('Cookie', cookie).expect(403);
      await api().get('/api/portal/requests').set('Cookie', cookie).expect(403);
      expect(PortalAccountSchema.parse((await api().get('/api/portal/me').set('Cookie', cookie).expect(200)).body).role).toBe('owner');
    });
  });

  it('are erased with their units, statements, mails and portal account by the PDPA erasure of their address', async () => {
    const staff = await app.accounts.create('super_admin');
    const { owner, account } = await signedInOwner(staff.cookie, [`8 Erase Road ${unique()}`]);
    const fork = em();
    await fork.persistAndFlush(
      new OwnerStatementEntity({
        owner: fork.getReference(OwnerEntity, owner.id),
        month: '2026-10',
        content: { units: [], totals: { rentDue: 0, repairCosts: 0, managementFee: 0, net: 0 } },
      }),
    );
    const erased = await api().post('/api/admin/privacy/erasure').set('Cookie', staff.cookie).send({ email: owner.email.toUpperCase() }).expect(200);
    expect(ErasureResultSchema.parse(erased.body)).toEqual({
      enquiriesDeleted: 0,
      newsletterSubscriptionDeleted: false,
      tenanciesDeleted: 0,
      tenantAccountDeleted: false,
      ownerDeleted: true,
    });
    const fresh = em();
    expect(await fresh.count(OwnerEntity, { id: owner.id })).toBe(0);
    expect(await fresh.count(OwnerUnitEntity, { owner: owner.id })).toBe(0);
    expect(await fresh.count(OwnerStatementEntity, { owner: owner.id })).toBe(0);
    expect(await fresh.count(UserEntity, { id: account.id })).toBe(0);
    expect(await fresh.count(OutboundMailEntity, { recipient: owner.email })).toBe(0);
  });
});
