import request from 'supertest';
import {
  ConditionReportListSchema,
  ConditionReportSchema,
  DEPOSIT_MESSAGES,
  DepositSchema,
  MaintenancePageSchema,
  TenancyDepositSchema,
  TenancySchema,
  TenantMaintenanceRequestSchema,
} from '@app/contracts';
import { AuditLogEntity, buildOwnerStatement, MediaEntity, OutboundMailEntity, OwnerEntity, OwnerUnitEntity, TenancyEntity, UserEntity } from '@app/core';
import { pngImage, testOwner } from '@app/core/testing';
import { type TestAccount, useAppWithMedia } from '../testing/accounts';

const ITEMS = [
  { room: 'Living room', name: 'Sofa', condition: 'good', note: 'Grey fabric, clean' },
  { room: 'Living room', name: 'Walls', condition: 'fair', note: 'Small scuff by the door' },
  { room: 'Kitchen', name: 'Oven', condition: 'good', note: '' },
] as const;

const EMPTY = { inventory: { airconUnits: 3, keys: 4, accessCards: 2 }, meters: { electricity: 12034.5, water: 880, gas: null } };

/** Issue 34: condition reports and deposits through the API, as staff, the tenant, the owner and others use them. */
describe('condition reports and deposits', () => {
  const app = useAppWithMedia('condition', { PUBLIC_URL: 'http://portal.test' });
  const api = () => request(app.context.server);
  const em = () => app.accounts.em.fork();
  const unique = () => Math.random().toString(36).slice(2, 8);

  let staff: TestAccount;
  let tenant: TestAccount;
  let otherTenant: TestAccount;
  let owner: TestAccount;
  let otherOwner: TestAccount;
  beforeAll(async () => {
    staff = await app.accounts.create('admin');
    tenant = await app.accounts.create('tenant');
    otherTenant = await app.accounts.create('tenant');
    owner = await app.accounts.create('owner');
    otherOwner = await app.accounts.create('owner');
  });

  async function tenancyOf(account: TestAccount, ownerAccount: TestAccount) {
    const address = `${unique()} Condition Road`;
    const body = {
      address,
      tenantName: 'Tan Mei Ling',
      tenantEmail: account.email,
      tenantPhone: '+65 8123 4567',
      leaseStart: '2026-01-01',
      leaseEnd: '2026-12-31',
      monthlyRent: 3000,
    };
    const tenancy = TenancySchema.parse((await api().post('/api/admin/tenancies').set('Cookie', staff.cookie).send(body).expect(201)).body);
    await em().nativeUpdate(TenancyEntity, { id: tenancy.id }, { tenant: account.user.id });
    const fork = em();
    const ownerRow =
      (await fork.findOne(OwnerEntity, { account: ownerAccount.user.id })) ??
      Object.assign(testOwner({ email: ownerAccount.email }), {
        account: fork.getReference(UserEntity, ownerAccount.user.id),
      });
    await fork.persistAndFlush(new OwnerUnitEntity({ owner: ownerRow, listing: null, address, managementFeeBasisPoints: 1000 }));
    return { tenancy, ownerId: ownerRow.id };
  }

  const staffCall = (method: 'get' | 'post' | 'put' | 'delete', url: string) => api()[method](url).set('Cookie', staff.cookie);
  /** The deposit once staff have added the deduction `body` to it at `depositUrl`. */
  const withDeduction = async (depositUrl: string, body: object) =>
    DepositSchema.parse((await staffCall('post', `${depositUrl}/deductions`).send(body).expect(201)).body);
  const as = (account: TestAccount, method: 'get' | 'post' | 'put', url: string) => api()[method](url).set('Cookie', account.cookie);

  async function sharedMoveIn(tenancyId: string) {
    const created = ConditionReportSchema.parse(
      (await staffCall('post', `/api/admin/tenancies/${tenancyId}/condition-reports`).send({ kind: 'move_in' }).expect(201)).body,
    );
    const saved = ConditionReportSchema.parse(
      (
        await staffCall('put', `/api/admin/condition-reports/${created.id}`)
          .send({ handoverOn: '2026-01-01', ...EMPTY, items: ITEMS })
          .expect(200)
      ).body,
    );
    const sofa = saved.items[0]!;
    await staffCall('post', `/api/admin/condition-reports/${created.id}/items/${sofa.id}/photos`)
      .attach('files', await pngImage({ width: 40, height: 30 }), { filename: 'sofa.png', contentType: 'image/png' })
      .expect(200);
    const shared = ConditionReportSchema.parse((await staffCall('post', `/api/admin/condition-reports/${created.id}/share`).send({}).expect(200)).body);
    return shared;
  }

  it('freezes a report once the tenant acknowledges it, and shows a row changed afterwards as a mismatch of its hash', async () => {
    const { tenancy } = await tenancyOf(tenant, owner);
    const report = await sharedMoveIn(tenancy.id);
    expect(report).toMatchObject({ status: 'shared', open: true, integrity: 'not_acknowledged' });
    expect(report.items.map((item) => [item.room, item.name, item.condition])).toEqual(ITEMS.map((item) => [item.room, item.name, item.condition]));
    expect(report.items[0]!.photos).toHaveLength(1);
    expect(await em().count(OutboundMailEntity, { kind: 'condition_report_shared', conditionReport: report.id })).toBe(1);

    const url = `/api/portal/condition-reports/${report.id}`;
    const commented = ConditionReportSchema.parse(
      (await as(tenant, 'put', `${url}/items/${report.items[1]!.id}/comment`).send({ comment: 'The scuff is larger than noted' }).expect(200)).body,
    );
    expect(commented.items[1]!.tenantComment).toBe('The scuff is larger than noted');
    expect(commented.renderedSha256).not.toBe(report.renderedSha256);

    const stale = await as(tenant, 'post', `${url}/acknowledge`)
      .send({ name: 'Tan Mei Ling', agreed: true, renderedSha256: report.renderedSha256 })
      .expect(409);
    expect(stale.body.error).toMatch(/changed since you opened it/);
    await as(tenant, 'post', `${url}/acknowledge`).send({ name: 'Tan Mei Ling', agreed: false, renderedSha256: commented.renderedSha256 }).expect(400);
    const acknowledged = ConditionReportSchema.parse(
      (
        await as(tenant, 'post', `${url}/acknowledge`)
          .set('X-Forwarded-For', '203.0.113.9')
          .send({ name: 'Tan Mei Ling', agreed: true, renderedSha256: commented.renderedSha256 })
          .expect(200)
      ).body,
    );
    expect(acknowledged).toMatchObject({
      status: 'acknowledged',
      integrity: 'verified',
      acknowledgement: { name: 'Tan Mei Ling', sha256: commented.renderedSha256 },
    });
    expect(acknowledged.acknowledgement!.clientAddress).not.toBe('');
    expect(await em().count(AuditLogEntity, { action: 'condition_report.acknowledged', targetId: report.id, actorId: tenant.user.id })).toBe(1);

    const frozen = await staffCall('put', `/api/admin/condition-reports/${report.id}`)
      .send({ handoverOn: '2026-01-02', ...EMPTY, items: ITEMS })
      .expect(409);
    expect(frozen.body.error).toMatch(/acknowledged/);
    await staffCall('post', `/api/admin/condition-reports/${report.id}/items/${report.items[0]!.id}/photos`)
      .attach('files', await pngImage({ width: 40, height: 30 }), { filename: 'late.png', contentType: 'image/png' })
      .expect(409);
    await staffCall('post', `/api/admin/condition-reports/${report.id}/share`).send({}).expect(409);
    await as(tenant, 'put', `${url}/items/${report.items[0]!.id}/comment`).send({ comment: 'Later' }).expect(409);
    await as(tenant, 'post', `${url}/acknowledge`).send({ name: 'Tan Mei Ling', agreed: true, renderedSha256: commented.renderedSha256 }).expect(409);

    const print = await as(tenant, 'get', `${url}/print`).expect(200);
    expect(print.headers['content-type']).toMatch(/text\/html/);
    expect(print.headers['cache-control']).toMatch(/private/);
    expect(print.text).toContain('Verified: the report is exactly as the tenant acknowledged it.');
    expect(print.text).toContain('Grey fabric, clean');

    await em().getConnection().execute(`update condition_report_items set note = 'Torn cushion' where id = ?`, [report.items[0]!.id]);
    const tampered = ConditionReportSchema.parse((await staffCall('get', `/api/admin/condition-reports/${report.id}`).expect(200)).body);
    expect(tampered.integrity).toBe('mismatch');
    expect(tampered.renderedSha256).not.toBe(commented.renderedSha256);
    expect((await as(owner, 'get', `${url}/print`).expect(200)).text).toContain('this report has changed since the tenant acknowledged it');
  });

  it('opens move-out beside move-in, pairs every move-in item and flags what is worse; deductions never exceed the deposit; the refund reaches the letter and the owner’s statement', async () => {
    const { tenancy, ownerId } = await tenancyOf(tenant, owner);
    await staffCall('put', `/api/admin/rent/tenancies/${tenancy.id}/deposit/deductions`).expect(404);
    await staffCall('post', `/api/admin/tenancies/${tenancy.id}/condition-reports`).send({ kind: 'move_out' }).expect(409);
    const moveIn = await sharedMoveIn(tenancy.id);
    await em().nativeUpdate(MediaEntity, { id: moveIn.items[0]!.photos[0]!.id }, { status: 'ready' });
    const moveOut = ConditionReportSchema.parse(
      (await staffCall('post', `/api/admin/tenancies/${tenancy.id}/condition-reports`).send({ kind: 'move_out' }).expect(201)).body,
    );
    expect(moveOut.items.map((item) => item.moveIn?.id)).toEqual(moveIn.items.map((item) => item.id));
    expect(moveOut.items.every((item) => item.condition === null)).toBe(true);
    await staffCall('post', `/api/admin/condition-reports/${moveOut.id}/share`).send({}).expect(400);
    const withoutOven = moveOut.items.slice(0, 2).map(({ id, room, name }) => ({ id, room, name, condition: 'good', note: '' }));
    expect(
      (
        await staffCall('put', `/api/admin/condition-reports/${moveOut.id}`)
          .send({ handoverOn: '2026-12-31', ...EMPTY, items: withoutOven })
          .expect(400)
      ).body.error,
    ).toMatch(/cannot be removed/);
    const checked = moveOut.items.map(({ id, room, name }, index) => ({
      id,
      room,
      name,
      condition: index === 0 ? 'damaged' : 'good',
      note: index === 0 ? 'Cushion torn' : '',
    }));
    const filled = ConditionReportSchema.parse(
      (
        await staffCall('put', `/api/admin/condition-reports/${moveOut.id}`)
          .send({ handoverOn: '2026-12-31', ...EMPTY, items: checked })
          .expect(200)
      ).body,
    );
    expect(filled.items.map((item) => item.worse)).toEqual([true, false, false]);
    expect(filled.items[0]!.moveIn!.photos).toHaveLength(1);
    expect(filled.moveInInventory).toEqual(EMPTY.inventory);

    const depositUrl = `/api/admin/rent/tenancies/${tenancy.id}/deposit`;
    expect(TenancyDepositSchema.parse((await staffCall('get', depositUrl).expect(200)).body).deposit).toBeNull();
    const deposit = DepositSchema.parse(
      (await staffCall('put', depositUrl).send({ amountCents: 600_000, holder: 'company', receivedOn: '2026-01-01', handbackOn: '2026-12-31' }).expect(200))
        .body,
    );
    expect(deposit).toMatchObject({ refundDeadlineOn: '2027-01-14', refundCents: 600_000 });
    await staffCall('post', `${depositUrl}/deductions`).send({ amountCents: 10_000, reason: 'No evidence' }).expect(400);
    await staffCall('post', `${depositUrl}/deductions`).send({ amountCents: 10_000, reason: 'Move-in item', conditionItemId: moveIn.items[0]!.id }).expect(400);
    const sofa = filled.items[0]!;
    const deducted = await withDeduction(depositUrl, { amountCents: 45_000, reason: 'Sofa cushion replacement', conditionItemId: sofa.id });
    expect(deducted).toMatchObject({ deductedCents: 45_000, refundCents: 555_000 });
    expect(deducted.deductions[0]!.evidence).toMatchObject({ label: 'Living room: Sofa', moveInCondition: 'good', moveOutCondition: 'damaged' });
    const over = await staffCall('post', `${depositUrl}/deductions`)
      .send({ amountCents: 555_001, reason: 'Repainting', conditionItemId: filled.items[1]!.id })
      .expect(409);
    expect(over.body.error).toMatch(/more than the deposit/);
    await staffCall('put', depositUrl).send({ amountCents: 40_000, holder: 'company', receivedOn: '2026-01-01', handbackOn: '2026-12-31' }).expect(409);
    expect(await em().count(AuditLogEntity, { action: 'deposit.deduction_added', targetId: tenancy.id })).toBe(1);

    await as(tenant, 'get', `/api/portal/deposits/${tenancy.id}/letter`).expect(404);
    const refunded = DepositSchema.parse((await staffCall('post', `${depositUrl}/refund`).send({ refundedOn: '2027-01-05' }).expect(200)).body);
    expect(refunded).toMatchObject({ refundedOn: '2027-01-05', refundCents: 555_000 });
    expect(await em().count(OutboundMailEntity, { kind: 'deposit_disposition' })).toBeGreaterThanOrEqual(1);
    await staffCall('post', `${depositUrl}/deductions`).send({ amountCents: 100, reason: 'Too late', conditionItemId: sofa.id }).expect(409);
    const letter = await as(tenant, 'get', `/api/portal/deposits/${tenancy.id}/letter`).expect(200);
    expect(letter.text).toContain('Sofa cushion replacement');
    expect(letter.text).toContain('<strong>Refund: S$5,550.00</strong>');
    expect(letter.text).toMatch(/At move-in: <img src="\/api\/portal\/condition-reports\/photos\/[^"]+\/thumb.webp" alt="At move-in: Living room: Sofa">/);

    const statement = await buildOwnerStatement(em(), ownerId, '2027-01', { gstRegistration: null });
    expect(statement.units.find((unit) => unit.unit === tenancy.address)?.depositRefunds).toEqual([
      { refundedOn: '2027-01-05', deposit: 6000, deductions: 450, refund: 5550, heldBy: 'The company' },
    ]);
  });

  it('lists a deduction against a repair request of the tenancy, with the request as its evidence in the letter; another tenancy’s request is refused', async () => {
    const { tenancy } = await tenancyOf(tenant, owner);
    const { tenancy: other } = await tenancyOf(otherTenant, otherOwner);
    const repairOf = async (account: TestAccount, tenancyId: string, description: string) =>
      TenantMaintenanceRequestSchema.parse(
        (await as(account, 'post', '/api/portal/requests').send({ tenancyId, category: 'plumbing', urgency: 'routine', description }).expect(201)).body,
      );
    const repair = await repairOf(tenant, tenancy.id, 'The kitchen tap snapped off at the base');
    const elsewhere = await repairOf(otherTenant, other.id, 'The basin drain is blocked again');

    const listed = MaintenancePageSchema.parse((await staffCall('get', `/api/admin/maintenance?tenancyId=${tenancy.id}`).expect(200)).body);
    expect(listed.items.map((item) => item.id)).toEqual([repair.id]);
    await staffCall('get', '/api/admin/maintenance?tenancyId=not-a-tenancy').expect(400);

    const depositUrl = `/api/admin/rent/tenancies/${tenancy.id}/deposit`;
    await staffCall('put', depositUrl).send({ amountCents: 300_000, holder: 'owner', receivedOn: '2026-01-01', handbackOn: '2026-12-31' }).expect(200);
    const refused = await staffCall('post', `${depositUrl}/deductions`)
      .send({ amountCents: 12_000, reason: 'Someone else’s drain', maintenanceRequestId: elsewhere.id })
      .expect(400);
    expect(refused.body.error).toBe(DEPOSIT_MESSAGES.repairNotFound);
    const unknown = await staffCall('post', `${depositUrl}/deductions`)
      .send({ amountCents: 12_000, reason: 'No such repair', maintenanceRequestId: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    expect(unknown.body.error).toBe(DEPOSIT_MESSAGES.repairNotFound);
    expect(await em().count(AuditLogEntity, { action: 'deposit.deduction_added', targetId: tenancy.id })).toBe(0);

    const deducted = await withDeduction(depositUrl, { amountCents: 12_000, reason: 'Tap replaced after misuse', maintenanceRequestId: repair.id });
    expect(deducted).toMatchObject({ deductedCents: 12_000, refundCents: 288_000 });
    expect(deducted.deductions[0]!.evidence).toMatchObject({
      label: `${repair.reference} (Plumbing repair)`,
      conditionItemId: null,
      maintenanceRequestId: repair.id,
      repairReportedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: 'The kitchen tap snapped off at the base',
    });
    await staffCall('post', `${depositUrl}/refund`).send({ refundedOn: '2027-01-05' }).expect(200);
    const letter = await as(tenant, 'get', `/api/portal/deposits/${tenancy.id}/letter`).expect(200);
    expect(letter.text).toContain(`<td>${repair.reference} (Plumbing repair)<br>Repair request made `);
    expect(letter.text).toContain('The kitchen tap snapped off at the base');
    expect(letter.text).toContain('<strong>Refund: S$2,880.00</strong>');
  });

  it('answers 404 to every account but the tenancy’s tenant, its owner and staff, on every route', async () => {
    const { tenancy } = await tenancyOf(tenant, owner);
    const report = await sharedMoveIn(tenancy.id);
    const photoId = report.items[0]!.photos[0]!.id;
    await em().nativeUpdate(MediaEntity, { id: photoId }, { status: 'ready' });
    await staffCall('put', `/api/admin/rent/tenancies/${tenancy.id}/deposit`)
      .send({ amountCents: 100_000, holder: 'owner', receivedOn: '2026-01-01', handbackOn: '2026-12-31' })
      .expect(200);
    await staffCall('post', `/api/admin/rent/tenancies/${tenancy.id}/deposit/refund`).send({ refundedOn: '2027-01-02' }).expect(200);
    const base = `/api/portal/condition-reports/${report.id}`;
    const reads = [base, `${base}/print`, `/api/portal/condition-reports/photos/${photoId}/thumb.webp`];
    for (const url of reads) {
      await as(otherTenant, 'get', url).expect(404);
      await as(otherOwner, 'get', url).expect(404);
    }
    await as(otherTenant, 'get', `/api/portal/deposits/${tenancy.id}/letter`).expect(404);
    await as(otherTenant, 'put', `${base}/items/${report.items[0]!.id}/comment`).send({ comment: 'Not mine' }).expect(404);
    await as(otherTenant, 'post', `${base}/acknowledge`).send({ name: 'Someone Else', agreed: true, renderedSha256: report.renderedSha256 }).expect(404);
    expect(
      ConditionReportListSchema.parse((await as(otherTenant, 'get', '/api/portal/condition-reports').expect(200)).body).items.map((item) => item.id),
    ).not.toContain(report.id);

    await as(tenant, 'get', base).expect(200);
    await as(owner, 'get', base).expect(200);
    await as(owner, 'get', `${base}/print`).expect(200);
    expect(ConditionReportListSchema.parse((await as(owner, 'get', '/api/portal/condition-reports').expect(200)).body).items.map((item) => item.id)).toContain(
      report.id,
    );
    await as(owner, 'put', `${base}/items/${report.items[0]!.id}/comment`).send({ comment: 'Owner' }).expect(403);

    const draft = ConditionReportSchema.parse(
      (await staffCall('post', `/api/admin/tenancies/${tenancy.id}/condition-reports`).send({ kind: 'move_out' }).expect(201)).body,
    );
    await as(tenant, 'get', `/api/portal/condition-reports/${draft.id}`).expect(404);
    await staffCall('get', '/api/admin/condition-reports/not-a-uuid').expect(404);
    await staffCall('get', `/api/admin/tenancies/00000000-0000-4000-8000-000000000000/condition-reports`).expect(404);
    await staffCall('get', `/api/admin/rent/tenancies/00000000-0000-4000-8000-000000000000/deposit`).expect(404);
    await staffCall('get', `/api/admin/rent/tenancies/${tenancy.id}/deposit/letter`).expect(200);
  });
});
