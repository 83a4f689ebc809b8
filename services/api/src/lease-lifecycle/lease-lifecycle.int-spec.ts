import request from 'supertest';
import sharp from 'sharp';
import {
  ConditionReportListSchema,
  ConditionReportSchema,
  PortalLeaseListSchema,
  RENEWAL_MESSAGES,
  RenewalOfferListSchema,
  RenewalOfferSchema,
  TenancyDepositSchema,
  TenancyDocumentSchema,
  TenancySchema,
} from '@app/contracts';
import { AuditLogEntity, DepositEntity, OutboundMailEntity, OwnerEntity, OwnerUnitEntity, RenewalOfferEntity, TenancyEntity, UserEntity } from '@app/core';
import { PRIVATE_METADATA_MARKER, phonePhoto } from '@app/core/testing';
import { AuditLogService } from '../audit/audit-log.service';
import { type TestAccount, useAppWithMedia } from '../testing/accounts';

const NOT_THERE = '00000000-0000-4000-8000-000000000000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('the lease lifecycle: rules on save, stamping, documents, renewals and the portal leases', () => {
  const app = useAppWithMedia('lease');
  const api = () => request(app.context.server);
  const em = () => app.accounts.em.fork();
  const unique = () => Math.random().toString(36).slice(2, 8);
  let admin: TestAccount;
  let contentManager: TestAccount;

  beforeAll(async () => {
    admin = await app.accounts.create('admin');
    contentManager = await app.accounts.create('content_manager');
  });

  const tenancyBody = (overrides: Record<string, unknown> = {}) => ({
    address: `Blk ${unique()} Tampines St 81 #05-12`,
    tenantName: 'Tan Mei Ling',
    tenantEmail: `t-${unique()}@example.sg`,
    tenantPhone: '9123 4567',
    leaseStart: '2027-01-01',
    leaseEnd: '2027-06-30',
    monthlyRent: 3200,
    propertyKind: 'hdb',
    hdbRooms: 4,
    tenantResidency: 'singapore_citizen',
    occupants: 3,
    ...overrides,
  });
  const create = (body: Record<string, unknown>) => api().post('/api/admin/tenancies').set('Cookie', admin.cookie).send(body);

  /** A tenancy whose tenant and unit owner have portal accounts. */
  async function leaseWithParties(overrides: Record<string, unknown> = {}) {
    const tenancy = TenancySchema.parse((await create(tenancyBody(overrides)).expect(201)).body);
    const tenant = await app.accounts.create('tenant');
    const ownerAccount = await app.accounts.create('owner');
    const fork = em();
    await fork.nativeUpdate(TenancyEntity, { id: tenancy.id }, { tenant: tenant.user.id });
    const owner = new OwnerEntity({ name: 'Lim Wei Jie', email: ownerAccount.email, phone: '+65 9876 5432', portalUrl: 'http://127.0.0.1/portal' });
    owner.account = fork.getReference(UserEntity, ownerAccount.user.id);
    fork.persist([owner, new OwnerUnitEntity({ owner, listing: null, address: tenancy.address, managementFeeBasisPoints: 800 })]);
    await fork.flush();
    return { tenancy, tenant, owner: ownerAccount };
  }

  const upload = (tenancyId: string, kind: string, file: Buffer, filename: string, cookie = admin.cookie) =>
    api().post(`/api/admin/tenancies/${tenancyId}/documents`).set('Cookie', cookie).field('kind', kind).attach('file', file, filename);

  describe('lease rules on save', () => {
    it('refuses a whole HDB flat let for 6 months less a day, naming the rule, and accepts exactly 6 months', async () => {
      const refused = await create(tenancyBody({ leaseEnd: '2027-06-29' })).expect(422);
      expect(refused.body.error).toContain('HDB minimum lease');
      await create(tenancyBody({ leaseEnd: '2027-06-30' })).expect(201);
    });

    it('refuses a private unit let for less than 3 months', async () => {
      const refused = await create(tenancyBody({ propertyKind: 'private', leaseEnd: '2027-03-30' })).expect(422);
      expect(refused.body.error).toContain('URA minimum lease');
    });

    it('answers warnings with 409 until staff confirm them, then saves', async () => {
      const body = tenancyBody({ leaseEnd: '2030-12-31', occupants: 9 });
      const warned = await create(body).expect(409);
      expect(warned.body.warnings.map((warning: { rule: string }) => warning.rule)).toEqual(['hdb_maximum_lease', 'occupancy_cap']);
      expect(warned.body.warnings[1].source).toMatch(/^https:\/\/www\.ura\.gov\.sg\//);
      const saved = TenancySchema.parse((await create({ ...body, confirmWarnings: true }).expect(201)).body);
      expect(saved.occupants).toBe(9);
    });

    it('keeps tenancy changes for admins: a content manager gets 403', async () => {
      await api().post('/api/admin/tenancies').set('Cookie', contentManager.cookie).send(tenancyBody()).expect(403);
    });
  });

  describe('stamp duty and stamping', () => {
    it('works out the duty on the staggered rent, market rent and charges, and the deadline of an agreement signed abroad', async () => {
      const saved = TenancySchema.parse(
        (
          await create(
            tenancyBody({
              propertyKind: 'private',
              leaseEnd: '2029-12-31',
              monthlyRent: 2500,
              laterYearRents: [3000, 3500],
              signedOn: '2026-12-01',
              signedAbroad: true,
              receivedInSingaporeOn: '2026-12-10',
            }),
          ).expect(201)
        ).body,
      );
      expect(saved.stamping).toMatchObject({ duty: 432, basis: 'total_rent', deadline: '2027-01-09' });
    });

    it('shows the IRAS penalty of an agreement stamped more than 3 months late', async () => {
      const saved = TenancySchema.parse(
        (await create(tenancyBody({ leaseEnd: '2028-12-31', signedOn: '2026-01-01', stampedOn: '2026-06-01', stampCertificateRef: 'CERT-1' })).expect(201))
          .body,
      );
      expect(saved.stamping).toMatchObject({ duty: 307, deadline: '2026-01-15', latePenalty: 1228 });
    });

    it('asks for the day an agreement signed abroad reached Singapore', async () => {
      const refused = await create(tenancyBody({ signedOn: '2026-12-01', signedAbroad: true })).expect(400);
      expect(JSON.stringify(refused.body.issues)).toContain('receivedInSingaporeOn');
    });
  });

  describe('documents', () => {
    it('are uploaded by admins, checked by content, listed in the portal for tenant and owner and served privately', async () => {
      const { tenancy, tenant, owner } = await leaseWithParties({ diplomaticClauseFrom: '2027-01-01', diplomaticNoticeMonths: 2 });
      const agreement = TenancyDocumentSchema.parse((await upload(tenancy.id, 'agreement', PDF, 'agreement.pdf').expect(201)).body);
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      await upload(tenancy.id, 'stamp_certificate', png, 'certificate.png').expect(201);
      await upload(tenancy.id, 'agreement', Buffer.from('<html><script>alert(1)</script></html>'), 'agreement.pdf').expect(415);
      await upload(tenancy.id, 'lease', PDF, 'agreement.pdf').expect(400);
      await upload(tenancy.id, 'agreement', PDF, 'agreement.pdf', contentManager.cookie).expect(403);

      for (const viewer of [tenant, owner]) {
        const leases = PortalLeaseListSchema.parse((await api().get('/api/portal/leases').set('Cookie', viewer.cookie).expect(200)).body);
        const lease = leases.items.find((item) => item.tenancyId === tenancy.id);
        expect(lease?.documents.map((document) => document.kind)).toEqual(['stamp_certificate', 'agreement']);
        expect(lease?.diplomaticClause).toEqual({ noticeFrom: '2027-01-01', noticeMonths: 2, earliestEnd: '2027-03-01' });
        const file = await api().get(`/api/portal/lease-documents/${agreement.id}`).set('Cookie', viewer.cookie).expect(200);
        expect(file.headers['cache-control']).toContain('private');
        expect(file.headers['content-type']).toContain('application/pdf');
        expect(Buffer.from(file.body).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const staffFile = await api().get(`/api/admin/tenancies/${tenancy.id}/documents/${agreement.id}`).set('Cookie', admin.cookie).expect(200);
      expect(staffFile.headers['cache-control']).toContain('private');
    });

    it('keep no metadata of a photographed certificate: EXIF, GPS and XMP are stripped, the image turned upright', async () => {
      const { tenancy, tenant } = await leaseWithParties();
      const photo = await phonePhoto({ width: 60, height: 40 });
      expect(photo.includes(PRIVATE_METADATA_MARKER)).toBe(true);
      const certificate = TenancyDocumentSchema.parse((await upload(tenancy.id, 'stamp_certificate', photo, 'certificate.jpg').expect(201)).body);
      const file = await api()
        .get(`/api/portal/lease-documents/${certificate.id}`)
        .set('Cookie', tenant.cookie)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const served = file.body as Buffer;
      expect(served.includes(PRIVATE_METADATA_MARKER)).toBe(false);
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(certificate.size).toBe(served.length);
    });

    it('answer 404 to another tenant, another owner, another tenancy’s route and an unknown id; 401 to a visitor', async () => {
      const mine = await leaseWithParties();
      const theirs = await leaseWithParties();
      const document = TenancyDocumentSchema.parse((await upload(mine.tenancy.id, 'agreement', PDF, 'agreement.pdf').expect(201)).body);
      for (const stranger of [theirs.tenant, theirs.owner]) {
        await api().get(`/api/portal/lease-documents/${document.id}`).set('Cookie', stranger.cookie).expect(404);
        const leases = PortalLeaseListSchema.parse((await api().get('/api/portal/leases').set('Cookie', stranger.cookie).expect(200)).body);
        expect(leases.items.map((lease) => lease.tenancyId)).toEqual([theirs.tenancy.id]);
      }
      await api().get(`/api/portal/lease-documents/${NOT_THERE}`).set('Cookie', mine.tenant.cookie).expect(404);
      await api().get(`/api/portal/lease-documents/${document.id}`).expect(401);
      await api().get(`/api/admin/tenancies/${theirs.tenancy.id}/documents/${document.id}`).set('Cookie', admin.cookie).expect(404);
      await api().get(`/api/admin/tenancies/${NOT_THERE}/documents`).set('Cookie', admin.cookie).expect(404);
    });
  });

  describe('condition reports among the documents', () => {
    const staff = (method: 'post' | 'put', url: string) => api()[method](url).set('Cookie', admin.cookie);
    /** Fills a draft move-in report with an item and shares it with the tenant. */
    async function share(reportId: string) {
      await staff('put', `/api/admin/condition-reports/${reportId}`)
        .send({
          handoverOn: '2027-01-01',
          inventory: { airconUnits: 2, keys: 3, accessCards: 1 },
          meters: { electricity: 100, water: 20, gas: null },
          items: [{ room: 'Bedroom', name: 'Bed frame', condition: 'good', note: '' }],
        })
        .expect(200);
      return ConditionReportSchema.parse((await staff('post', `/api/admin/condition-reports/${reportId}/share`).send({}).expect(200)).body);
    }
    /** The reports the portal's lease page lists among the tenancy's documents. */
    const reportsIn = async (viewer: TestAccount, tenancyId: string) =>
      ConditionReportListSchema.parse((await api().get('/api/portal/condition-reports').set('Cookie', viewer.cookie).expect(200)).body).items.filter(
        (report) => report.tenancyId === tenancyId,
      );

    it('are listed for the tenant and the owner once shared, with their acknowledgement; another tenant or owner gets 404', async () => {
      const mine = await leaseWithParties();
      const theirs = await leaseWithParties();
      const draft = ConditionReportSchema.parse(
        (await staff('post', `/api/admin/tenancies/${mine.tenancy.id}/condition-reports`).send({ kind: 'move_in' }).expect(201)).body,
      );
      expect(await reportsIn(mine.tenant, mine.tenancy.id)).toEqual([]);

      const report = await share(draft.id);
      for (const viewer of [mine.tenant, mine.owner]) {
        expect(await reportsIn(viewer, mine.tenancy.id)).toEqual([
          expect.objectContaining({ id: report.id, kind: 'move_in', status: 'shared', integrity: 'not_acknowledged' }),
        ]);
      }
      await api()
        .post(`/api/portal/condition-reports/${report.id}/acknowledge`)
        .set('Cookie', mine.tenant.cookie)
        .send({ name: 'Tan Mei Ling', agreed: true, renderedSha256: report.renderedSha256 })
        .expect(200);
      for (const viewer of [mine.tenant, mine.owner]) {
        expect(await reportsIn(viewer, mine.tenancy.id)).toEqual([expect.objectContaining({ id: report.id, status: 'acknowledged', integrity: 'verified' })]);
      }
      for (const stranger of [theirs.tenant, theirs.owner]) {
        await api().get(`/api/portal/condition-reports/${report.id}`).set('Cookie', stranger.cookie).expect(404);
        await api().get(`/api/portal/condition-reports/${report.id}/print`).set('Cookie', stranger.cookie).expect(404);
        expect(await reportsIn(stranger, theirs.tenancy.id)).toEqual([]);
      }
    });
  });

  describe('renewals', () => {
    const offerRenewal = async (tenancyId: string, terms: { monthlyRent: number; termMonths: number }) =>
      RenewalOfferSchema.parse((await api().post(`/api/admin/tenancies/${tenancyId}/renewal-offers`).set('Cookie', admin.cookie).send(terms).expect(201)).body);

    it('are offered by admins and mailed; the tenant accepts once and the follow-on tenancy is linked, its stamping afresh', async () => {
      const { tenancy, tenant } = await leaseWithParties({ leaseStart: '2026-07-01', leaseEnd: '2027-12-31', signedOn: '2026-06-20', stampedOn: '2026-06-25' });
      await api()
        .post(`/api/admin/tenancies/${tenancy.id}/renewal-offers`)
        .set('Cookie', contentManager.cookie)
        .send({ monthlyRent: 3400, termMonths: 24 })
        .expect(403);
      const offer = await offerRenewal(tenancy.id, { monthlyRent: 3400, termMonths: 24 });
      expect(offer).toMatchObject({ leaseStart: '2028-01-01', leaseEnd: '2029-12-31', status: 'offered' });
      await api().post(`/api/admin/tenancies/${tenancy.id}/renewal-offers`).set('Cookie', admin.cookie).send({ monthlyRent: 3500, termMonths: 12 }).expect(409);
      expect(await em().count(OutboundMailEntity, { kind: 'renewal_offer', renewalOffer: offer.id })).toBe(1);

      const leases = PortalLeaseListSchema.parse((await api().get('/api/portal/leases').set('Cookie', tenant.cookie).expect(200)).body);
      expect(leases.items.find((lease) => lease.tenancyId === tenancy.id)?.renewalOffer?.id).toBe(offer.id);

      const other = await leaseWithParties();
      await api().post(`/api/portal/renewal-offers/${offer.id}/answer`).set('Cookie', other.tenant.cookie).send({ accept: true }).expect(404);
      const accepted = RenewalOfferSchema.parse(
        (await api().post(`/api/portal/renewal-offers/${offer.id}/answer`).set('Cookie', tenant.cookie).send({ accept: true }).expect(200)).body,
      );
      expect(accepted.status).toBe('accepted');
      await api().post(`/api/portal/renewal-offers/${offer.id}/answer`).set('Cookie', tenant.cookie).send({ accept: false }).expect(409);

      const followOn = TenancySchema.parse(
        (await api().get(`/api/admin/tenancies/${accepted.followOnTenancyId}`).set('Cookie', admin.cookie).expect(200)).body,
      );
      expect(followOn).toMatchObject({
        previousTenancyId: tenancy.id,
        leaseStart: '2028-01-01',
        leaseEnd: '2029-12-31',
        monthlyRent: 3400,
        signedOn: null,
        stampedOn: null,
      });
      expect(followOn.stamping).toMatchObject({ duty: 326, deadline: null });
      expect(await em().count(OutboundMailEntity, { kind: 'renewal_answer', renewalOffer: offer.id })).toBe(1);
      expect(await em().count(TenancyEntity, { previousTenancy: tenancy.id })).toBe(1);
    });

    it('carry the deposit held over to the accepted renewal, audited, with the top-up the new rent asks for; the old tenancy has none to refund', async () => {
      const { tenancy, tenant } = await leaseWithParties({ leaseStart: '2026-07-01', leaseEnd: '2027-12-31', monthlyRent: 3200 });
      const depositPath = (tenancyId: string) => `/api/admin/rent/tenancies/${tenancyId}/deposit`;
      await api()
        .put(depositPath(tenancy.id))
        .set('Cookie', admin.cookie)
        .send({ amountCents: 640_000, holder: 'owner', receivedOn: '2026-06-28', handbackOn: '2027-12-31' })
        .expect(200);
      const offer = await offerRenewal(tenancy.id, { monthlyRent: 3400, termMonths: 24 });
      const accepted = RenewalOfferSchema.parse(
        (await api().post(`/api/portal/renewal-offers/${offer.id}/answer`).set('Cookie', tenant.cookie).send({ accept: true }).expect(200)).body,
      );
      const followOnId = accepted.followOnTenancyId ?? '';

      expect(TenancyDepositSchema.parse((await api().get(depositPath(tenancy.id)).set('Cookie', admin.cookie).expect(200)).body).deposit).toBeNull();
      await api()
        .get(`${depositPath(tenancy.id)}/letter`)
        .set('Cookie', admin.cookie)
        .expect(404);
      const { deposit } = TenancyDepositSchema.parse((await api().get(depositPath(followOnId)).set('Cookie', admin.cookie).expect(200)).body);
      expect(deposit).toMatchObject({
        tenancyId: followOnId,
        amountCents: 640_000,
        holder: 'owner',
        receivedOn: '2026-06-28',
        handbackOn: null,
        refundDeadlineOn: null,
      });
      expect(deposit?.carryOvers).toEqual([
        expect.objectContaining({
          fromTenancyId: tenancy.id,
          fromLeaseStart: '2026-07-01',
          fromLeaseEnd: '2027-12-31',
          amountCents: 640_000,
          fromMonthlyRentCents: 320_000,
          toMonthlyRentCents: 340_000,
          requiredCents: 680_000,
        }),
      ]);
      expect(await em().count(DepositEntity, { tenancy: tenancy.id })).toBe(0);
      for (const targetId of [tenancy.id, followOnId]) {
        expect(await em().count(AuditLogEntity, { action: 'deposit.carried_over', targetId, actorId: tenant.user.id })).toBe(1);
      }
    });

    it('leave the deposit where it is when the tenant declines', async () => {
      const { tenancy, tenant } = await leaseWithParties({ leaseStart: '2026-07-01', leaseEnd: '2027-12-31' });
      await api()
        .put(`/api/admin/rent/tenancies/${tenancy.id}/deposit`)
        .set('Cookie', admin.cookie)
        .send({ amountCents: 320_000, holder: 'company', receivedOn: '2026-06-28' })
        .expect(200);
      const offer = await offerRenewal(tenancy.id, { monthlyRent: 3200, termMonths: 12 });
      await api().post(`/api/portal/renewal-offers/${offer.id}/answer`).set('Cookie', tenant.cookie).send({ accept: false }).expect(200);
      expect(await em().count(DepositEntity, { tenancy: tenancy.id })).toBe(1);
      expect(await em().count(AuditLogEntity, { action: 'deposit.carried_over', targetId: tenancy.id })).toBe(0);
    });

    it('may be withdrawn by an admin before the tenant answers, audited; the portal stops showing it and a new one may be made', async () => {
      const { tenancy, tenant } = await leaseWithParties({ leaseStart: '2026-07-01', leaseEnd: '2027-12-31' });
      const offer = await offerRenewal(tenancy.id, { monthlyRent: 3400, termMonths: 24 });
      const withdrawUrl = (tenancyId: string, offerId: string) => `/api/admin/tenancies/${tenancyId}/renewal-offers/${offerId}/withdraw`;
      await api().post(withdrawUrl(tenancy.id, offer.id)).set('Cookie', contentManager.cookie).expect(403);
      const other = await leaseWithParties();
      await api().post(withdrawUrl(other.tenancy.id, offer.id)).set('Cookie', admin.cookie).expect(404);
      await api().post(withdrawUrl(tenancy.id, NOT_THERE)).set('Cookie', admin.cookie).expect(404);
      await api().post(withdrawUrl(tenancy.id, 'not-an-offer')).set('Cookie', admin.cookie).expect(404);

      // The audit row and the withdrawal are one write: an audit that fails leaves the offer open.
      const auditing = jest.spyOn(app.context.app.get(AuditLogService), 'record').mockRejectedValueOnce(new Error('audit row refused'));
      await api().post(withdrawUrl(tenancy.id, offer.id)).set('Cookie', admin.cookie).expect(500);
      auditing.mockRestore();
      expect(await em().findOneOrFail(RenewalOfferEntity, offer.id)).toMatchObject({ status: 'offered', answeredAt: null });

      const withdrawn = RenewalOfferSchema.parse((await api().post(withdrawUrl(tenancy.id, offer.id)).set('Cookie', admin.cookie).expect(200)).body);
      expect(withdrawn).toMatchObject({ id: offer.id, status: 'withdrawn', followOnTenancyId: null, answeredAt: expect.any(String) });
      expect(await em().count(AuditLogEntity, { action: 'tenancy.renewal_withdrawn', targetId: tenancy.id, details: { offerId: offer.id } })).toBe(1);
      const again = await api().post(withdrawUrl(tenancy.id, offer.id)).set('Cookie', admin.cookie).expect(409);
      expect(again.body.error).toBe(RENEWAL_MESSAGES.notOpen);

      const leases = PortalLeaseListSchema.parse((await api().get('/api/portal/leases').set('Cookie', tenant.cookie).expect(200)).body);
      expect(leases.items.find((lease) => lease.tenancyId === tenancy.id)?.renewalOffer).toBeNull();
      const late = await api().post(`/api/portal/renewal-offers/${offer.id}/answer`).set('Cookie', tenant.cookie).send({ accept: true }).expect(409);
      expect(late.body.error).toBe(RENEWAL_MESSAGES.withdrawn);
      expect(await em().count(TenancyEntity, { previousTenancy: tenancy.id })).toBe(0);

      const renewed = await offerRenewal(tenancy.id, { monthlyRent: 3300, termMonths: 24 });
      const listed = RenewalOfferListSchema.parse(
        (await api().get(`/api/admin/tenancies/${tenancy.id}/renewal-offers`).set('Cookie', admin.cookie).expect(200)).body,
      );
      expect(listed.items.map((item) => [item.id, item.status])).toEqual([
        [renewed.id, 'offered'],
        [offer.id, 'withdrawn'],
      ]);
      await api().post(`/api/portal/renewal-offers/${renewed.id}/answer`).set('Cookie', tenant.cookie).send({ accept: false }).expect(200);
      expect((await api().post(withdrawUrl(tenancy.id, renewed.id)).set('Cookie', admin.cookie).expect(409)).body.error).toBe(RENEWAL_MESSAGES.notOpen);
    });

    it('refuse a term the lease rules refuse', async () => {
      const { tenancy } = await leaseWithParties({ leaseStart: '2026-07-01', leaseEnd: '2027-12-31' });
      const refused = await api()
        .post(`/api/admin/tenancies/${tenancy.id}/renewal-offers`)
        .set('Cookie', admin.cookie)
        .send({ monthlyRent: 3400, termMonths: 5 })
        .expect(422);
      expect(refused.body.error).toContain('HDB minimum lease');
    });
  });
});
