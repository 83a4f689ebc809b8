import { Controller, HttpCode, HttpStatus, Param, Res, type StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AddChargeInput,
  AddChargeSchema,
  type AddCreditInput,
  AddCreditSchema,
  type Charge,
  type Credit,
  type LedgerPage,
  type LedgerQuery,
  LedgerQuerySchema,
  type OverdueTotal,
  type OwnerRentSettings,
  type OwnerRentSettingsInput,
  OwnerRentSettingsInputSchema,
  type Payment,
  type PaymentResult,
  type PendingPaymentPage,
  type PendingPaymentsQuery,
  PendingPaymentsQuerySchema,
  type RecordPaymentInput,
  RecordPaymentSchema,
  type RejectPaymentInput,
  RejectPaymentSchema,
  RENT_ENDPOINTS,
  type RentAccountPage,
  type RentAccountsQuery,
  RentAccountsQuerySchema,
  type RentBalance,
  type TenancyRentSettings,
  type TenancyRentSettingsInput,
  TenancyRentSettingsInputSchema,
  type UnitPayeeInput,
  UnitPayeeSchema,
} from '@app/contracts';
import type { LedgerActor } from '@app/core';
import { LedgerActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { RentPortalService } from './rent-portal.service';
import { RentService } from './rent.service';

/** The staff's Rent area: admins and super admins only (the catalogue's MONEY_STAFF). */
@Controller()
export class RentController {
  constructor(
    private readonly rent: RentService,
    private readonly portal: RentPortalService,
  ) {}

  @Endpoint(RENT_ENDPOINTS.accounts)
  accounts(@ValidQuery(RentAccountsQuerySchema) query: RentAccountsQuery): Promise<RentAccountPage> {
    return this.rent.accounts(query);
  }

  @Endpoint(RENT_ENDPOINTS.overdue)
  overdue(): Promise<OverdueTotal> {
    return this.rent.overdue();
  }

  @Endpoint(RENT_ENDPOINTS.balance)
  balance(@Param('id') id: string): Promise<RentBalance> {
    return this.rent.balance(id);
  }

  @Endpoint(RENT_ENDPOINTS.ledger)
  ledger(@Param('id') id: string, @ValidQuery(LedgerQuerySchema) query: LedgerQuery): Promise<LedgerPage> {
    return this.rent.ledger(id, query);
  }

  @Endpoint(RENT_ENDPOINTS.recordPayment)
  @HttpCode(HttpStatus.CREATED)
  recordPayment(
    @Param('id') id: string,
    @ValidBody(RecordPaymentSchema) input: RecordPaymentInput,
    @LedgerActing() actor: LedgerActor,
  ): Promise<PaymentResult> {
    return this.rent.recordPayment(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.addCharge)
  @HttpCode(HttpStatus.CREATED)
  addCharge(@Param('id') id: string, @ValidBody(AddChargeSchema) input: AddChargeInput, @LedgerActing() actor: LedgerActor): Promise<Charge> {
    return this.rent.addCharge(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.addCredit)
  @HttpCode(HttpStatus.CREATED)
  addCredit(@Param('id') id: string, @ValidBody(AddCreditSchema) input: AddCreditInput, @LedgerActing() actor: LedgerActor): Promise<Credit> {
    return this.rent.addCredit(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.tenancySettings)
  tenancySettings(@Param('id') id: string): Promise<TenancyRentSettings> {
    return this.rent.tenancySettings(id);
  }

  @Endpoint(RENT_ENDPOINTS.updateTenancySettings)
  updateTenancySettings(
    @Param('id') id: string,
    @ValidBody(TenancyRentSettingsInputSchema) input: TenancyRentSettingsInput,
    @LedgerActing() actor: LedgerActor,
  ): Promise<TenancyRentSettings> {
    return this.rent.updateTenancySettings(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.pendingPayments)
  pendingPayments(@ValidQuery(PendingPaymentsQuerySchema) query: PendingPaymentsQuery): Promise<PendingPaymentPage> {
    return this.rent.pending(query);
  }

  @Endpoint(RENT_ENDPOINTS.confirmPayment)
  @HttpCode(HttpStatus.OK)
  confirmPayment(@Param('id') id: string, @LedgerActing() actor: LedgerActor): Promise<PaymentResult> {
    return this.rent.confirm(id, actor);
  }

  @Endpoint(RENT_ENDPOINTS.rejectPayment)
  @HttpCode(HttpStatus.OK)
  rejectPayment(@Param('id') id: string, @ValidBody(RejectPaymentSchema) input: RejectPaymentInput, @LedgerActing() actor: LedgerActor): Promise<Payment> {
    return this.rent.reject(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.screenshotFile)
  screenshotFile(@Param('photoId') photoId: string, @Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.portal.screenshotFile(null, photoId, file, response);
  }

  @Endpoint(RENT_ENDPOINTS.ownerSettings)
  ownerSettings(@Param('id') id: string): Promise<OwnerRentSettings> {
    return this.rent.ownerSettings(id);
  }

  @Endpoint(RENT_ENDPOINTS.updateOwnerSettings)
  updateOwnerSettings(
    @Param('id') id: string,
    @ValidBody(OwnerRentSettingsInputSchema) input: OwnerRentSettingsInput,
    @LedgerActing() actor: LedgerActor,
  ): Promise<OwnerRentSettings> {
    return this.rent.updateOwnerSettings(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.updateUnitPayee)
  updateUnitPayee(
    @Param('unitId') unitId: string,
    @ValidBody(UnitPayeeSchema) input: UnitPayeeInput,
    @LedgerActing() actor: LedgerActor,
  ): Promise<OwnerRentSettings> {
    return this.rent.updateUnitPayee(unitId, input, actor);
  }
}
