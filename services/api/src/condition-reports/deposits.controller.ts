import { Controller, HttpCode, HttpStatus, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AddDeductionInput,
  AddDeductionSchema,
  type Deposit,
  DEPOSIT_ENDPOINTS,
  type RefundDepositInput,
  RefundDepositSchema,
  type SaveDepositInput,
  SaveDepositSchema,
  type TenancyDeposit,
} from '@app/contracts';
import type { LedgerActor } from '@app/core';
import { LedgerActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { STAFF_CONDITION_PHOTO_ROUTE } from './condition-reports.controller';
import { DepositsService } from './deposits.service';
import { STAFF } from './portal-viewer';
import { sendPrintable } from './printable-page';

/** A tenancy's deposit: money, so admins and super admins only (the catalogue's MONEY_STAFF). */
@Controller()
export class DepositsController {
  constructor(private readonly deposits: DepositsService) {}

  @Endpoint(DEPOSIT_ENDPOINTS.get)
  get(@Param('id') tenancyId: string): Promise<TenancyDeposit> {
    return this.deposits.get(tenancyId, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(DEPOSIT_ENDPOINTS.save)
  save(@Param('id') tenancyId: string, @ValidBody(SaveDepositSchema) input: SaveDepositInput, @LedgerActing() actor: LedgerActor): Promise<Deposit> {
    return this.deposits.save(tenancyId, input, actor, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(DEPOSIT_ENDPOINTS.addDeduction)
  @HttpCode(HttpStatus.CREATED)
  addDeduction(@Param('id') tenancyId: string, @ValidBody(AddDeductionSchema) input: AddDeductionInput, @LedgerActing() actor: LedgerActor): Promise<Deposit> {
    return this.deposits.addDeduction(tenancyId, input, actor, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(DEPOSIT_ENDPOINTS.removeDeduction)
  removeDeduction(@Param('id') tenancyId: string, @Param('deductionId') deductionId: string, @LedgerActing() actor: LedgerActor): Promise<Deposit> {
    return this.deposits.removeDeduction(tenancyId, deductionId, actor, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(DEPOSIT_ENDPOINTS.refund)
  @HttpCode(HttpStatus.OK)
  refund(@Param('id') tenancyId: string, @ValidBody(RefundDepositSchema) input: RefundDepositInput, @LedgerActing() actor: LedgerActor): Promise<Deposit> {
    return this.deposits.refund(tenancyId, input, actor, STAFF_CONDITION_PHOTO_ROUTE);
  }

  @Endpoint(DEPOSIT_ENDPOINTS.letter)
  async letter(@Param('id') tenancyId: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const letter = await this.deposits.letter(STAFF, tenancyId, STAFF_CONDITION_PHOTO_ROUTE);
    return sendPrintable(response, letter.title, letter.body);
  }
}
