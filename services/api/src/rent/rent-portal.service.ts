import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import {
  ALL_UNITS_CHART,
  type ClaimPaymentInput,
  endpointUrl,
  isUuid,
  type LedgerPage,
  type LedgerQuery,
  MAX_CLAIMS_SHOWN,
  MAX_OPEN_CHARGES_SHOWN,
  monthsFrom,
  type OpenCharge,
  OWNER_SERIES_MONTHS,
  type OwnerRentSeries,
  type Payment,
  previousMonth,
  RENT_MESSAGES,
  RENT_PORTAL_ENDPOINTS,
  singaporeDay,
  singaporeMonth,
  type TenantRent,
} from '@app/contracts';
import {
  buildOwnerRentSeries,
  type LedgerActor,
  OwnerEntity,
  PaymentScreenshotEntity,
  RentChargeEntity,
  RentLedger,
  RentPaymentEntity,
  statementSettings,
  type TenancyEntity,
  UserEntity,
} from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { PhotoFiles } from '../maintenance/photo-files';
import { MediaService } from '../media/media.service';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { foundOr404 } from '../common/found-or-404';
import { renderRentChartSvg } from './owner-chart/rent-chart-svg';
import { PayNowPayees } from './paynow-payee';
import { RentRepository } from './rent.repository';
import { toPayment } from './rent-view';

const TENANT_SCREENSHOT_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(RENT_PORTAL_ENDPOINTS.screenshotFile, { photoId, file });

/**
 * The portal's rent: a tenant sees only their own tenancies' balances, charges (with PayNow QR codes), ledger,
 * payments and screenshots, and says "I've paid"; an owner sees the 12-month series of their units. Anything else
 * answers 404, like an id that does not exist.
 */
@Injectable()
export class RentPortalService {
  constructor(
    private readonly em: EntityManager,
    private readonly rent: RentRepository,
    private readonly payees: PayNowPayees,
    private readonly media: MediaService,
    private readonly photoFiles: PhotoFiles,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async account(tenant: UserEntity, tenancyId: string): Promise<TenantRent> {
    const tenancy = await this.tenancyOf(tenant, tenancyId);
    const payee = await this.payees.payeeOf(tenancy);
    const open = await this.em.find(
      RentChargeEntity,
      { tenancy: tenancy.id, openCents: { $gt: 0 } },
      { orderBy: { dueOn: 'asc', createdAt: 'asc', id: 'asc' }, limit: MAX_OPEN_CHARGES_SHOWN },
    );
    const claims = await this.em.find(
      RentPaymentEntity,
      { tenancy: tenancy.id, recordedBy: 'tenant' },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_CLAIMS_SHOWN },
    );
    const shots = await this.rent.screenshotsOf(claims);
    return {
      balance: await this.rent.balance(tenancy, singaporeDay(new Date())),
      openCharges: await Promise.all(open.map((charge) => this.payees.withQr(charge, payee))),
      claims: claims.map((claim) => toPayment(claim, shots.get(claim.id) ?? null, TENANT_SCREENSHOT_ROUTE)),
    };
  }

  async ledger(tenant: UserEntity, tenancyId: string, query: LedgerQuery): Promise<LedgerPage> {
    const tenancy = await this.tenancyOf(tenant, tenancyId);
    return this.rent.ledgerPage(tenancy.id, query, TENANT_SCREENSHOT_ROUTE);
  }

  async charge(tenant: UserEntity, chargeId: string): Promise<OpenCharge> {
    const charge = isUuid(chargeId)
      ? await this.em.findOne(RentChargeEntity, { id: chargeId, tenancy: { tenant: tenant.id } }, { populate: ['tenancy.listing'] })
      : null;
    if (!charge) throw new NotFoundException(RENT_MESSAGES.chargeNotFound);
    return this.payees.withQr(charge, await this.payees.payeeOf(charge.tenancy));
  }

  /** "I've paid": a pending payment, for staff to confirm or reject; nothing is allocated until they confirm it. */
  async claim(tenant: UserEntity, tenancyId: string, input: ClaimPaymentInput, clientAddress: string): Promise<Payment> {
    const tenancy = await this.tenancyOf(tenant, tenancyId);
    if (input.paidOn > singaporeDay(new Date())) throw new BadRequestException(RENT_MESSAGES.paidInFuture);
    const charge = input.chargeId ? await this.em.findOne(RentChargeEntity, { id: input.chargeId, tenancy: tenancy.id }) : null;
    if (input.chargeId && !charge) throw new NotFoundException(RENT_MESSAGES.chargeNotFound);
    const actor: LedgerActor = { actorId: tenant.id, clientAddress };
    const payment = await this.em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      const locked = await ledger.lock(tenancy.id);
      const payment = new RentPaymentEntity({
        tenancy: locked,
        amountCents: input.amountCents,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference || (charge?.reference ?? ''),
        status: 'pending',
        recordedBy: 'tenant',
        charge: charge ? tx.getReference(RentChargeEntity, charge.id) : null,
        createdBy: tx.getReference(UserEntity, tenant.id),
      });
      tx.persist(payment);
      await tx.flush();
      ledger.audit('rent.payment_claimed', tenancy.id, actor, { paymentId: payment.id, amountCents: payment.amountCents });
      return payment;
    });
    return toPayment(payment, null, TENANT_SCREENSHOT_ROUTE);
  }

  /** One screenshot of the transfer on a pending claim, through the repair photos' checks and pipeline. */
  async addScreenshot(tenant: UserEntity, paymentId: string, files: UploadedFile[]): Promise<Payment> {
    const payment = await foundOr404(
      paymentId,
      () => this.em.findOne(RentPaymentEntity, { id: paymentId, tenancy: { tenant: tenant.id } }),
      RENT_MESSAGES.paymentNotFound,
    );
    if (payment.status !== 'pending') throw new ConflictException(RENT_MESSAGES.notPending);
    if (files.length !== 1) throw new BadRequestException('Send one screenshot');
    if (await this.em.count(PaymentScreenshotEntity, { payment: payment.id })) throw new ConflictException(RENT_MESSAGES.screenshotTaken);
    const [media] = await this.media.accept(files, { title: null, caption: null, tags: null, inLibrary: false });
    const screenshot = new PaymentScreenshotEntity({ media: media as NonNullable<typeof media>, payment });
    await this.em.persistAndFlush(screenshot);
    await this.media.process([screenshot.media]);
    return toPayment(payment, screenshot, TENANT_SCREENSHOT_ROUTE);
  }

  /** A screenshot's file, for the tenant of its payment (tenant) or any admin (staff: `tenant` null). */
  async screenshotFile(tenant: UserEntity | null, photoId: string, file: string, response: Response): Promise<StreamableFile> {
    const screenshot = isUuid(photoId) ? await this.rent.findScreenshot(photoId) : null;
    if (!screenshot || (tenant && screenshot.payment.tenancy.tenant?.id !== tenant.id)) throw new NotFoundException(RENT_MESSAGES.screenshotNotFound);
    return this.photoFiles.stream(photoId, file, response);
  }

  /** The owner's chart: per unit and in total, rent due, received and net over the last 12 months, by the statement's rule. */
  async ownerSeries(account: UserEntity, onlyUnitId?: string): Promise<OwnerRentSeries> {
    const owner = await this.em.findOne(OwnerEntity, { account: account.id });
    if (!owner) throw new NotFoundException(RENT_MESSAGES.ownerNotFound);
    const current = singaporeMonth(new Date());
    const first = Array.from({ length: OWNER_SERIES_MONTHS - 1 }).reduce<string>((month) => previousMonth(month), current);
    return buildOwnerRentSeries(this.em, owner.id, monthsFrom(first, current), statementSettings(this.config), onlyUnitId);
  }

  /**
   * One of the owner's charts as SVG: `all` their units together, else the unit of that id (another's: 404). A unit's
   * chart reads that unit alone: the home page asks for every chart at once.
   */
  async ownerChart(account: UserEntity, unit: string): Promise<string> {
    if (unit === ALL_UNITS_CHART) {
      const series = await this.ownerSeries(account);
      return renderRentChartSvg(series.units.length === 1 ? series.units[0]!.unit : 'All your units', series.total);
    }
    const chosen = isUuid(unit) ? (await this.ownerSeries(account, unit)).units[0] : undefined;
    if (!chosen) throw new NotFoundException(RENT_MESSAGES.unitNotFound);
    return renderRentChartSvg(chosen.unit, chosen.points);
  }

  private tenancyOf(tenant: UserEntity, tenancyId: string): Promise<TenancyEntity> {
    return foundOr404(tenancyId, () => this.rent.findTenantTenancy(tenancyId, tenant.id), RENT_MESSAGES.tenancyNotFound);
  }
}
