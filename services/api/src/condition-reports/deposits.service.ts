import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AddDeductionInput,
  addDays,
  type AuditAction,
  DEFAULT_REFUND_DAYS,
  type Deposit,
  DEPOSIT_MESSAGES,
  isUuid,
  RENT_MESSAGES,
  type RefundDepositInput,
  type SaveDepositInput,
  type TenancyDeposit,
} from '@app/contracts';
import {
  ConditionItemEntity,
  DepositDeductionEntity,
  DepositEntity,
  type LedgerActor,
  MailOutbox,
  MaintenanceRequestEntity,
  OutboundMailEntity,
  RentLedger,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { foundOr404 } from '../common/found-or-404';
import { depositLetter } from './deposit-letter';
import { loadDeductions, toDeposit } from './deposit-view';
import { tenanciesOf, type Viewer } from './portal-viewer';

/** What a change did, for its audit row, and the mail it wrote. */
type Change = { details: Record<string, unknown>; mail?: OutboundMailEntity };

const deductedOf = (deductions: DepositDeductionEntity[]): number => deductions.reduce((sum, deduction) => sum + deduction.amountCents, 0);

/**
 * A tenancy's deposit, part of its ledger: every change holds the tenancy's ledger lock and writes its audit row in the
 * same transaction. The deductions never come to more than the deposit (409); once refunded, nothing changes (409).
 */
@Injectable()
export class DepositsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
  ) {}

  async get(tenancyId: string, route: PhotoRoute): Promise<TenancyDeposit> {
    await this.tenancy(tenancyId);
    const deposit = await this.em.findOne(DepositEntity, { tenancy: tenancyId }, { populate: ['tenancy.listing'] });
    return { deposit: deposit ? toDeposit(deposit, await loadDeductions(this.em, deposit), route) : null };
  }

  async save(tenancyId: string, input: SaveDepositInput, actor: LedgerActor, route: PhotoRoute): Promise<Deposit> {
    await this.tenancy(tenancyId);
    await this.changing(tenancyId, 'deposit.saved', actor, async (tx, tenancy, deposit) => {
      const refundDeadlineOn = input.refundDeadlineOn ?? (input.handbackOn ? addDays(input.handbackOn, DEFAULT_REFUND_DAYS) : null);
      const fields = { amountCents: input.amountCents, holder: input.holder, receivedOn: input.receivedOn, handbackOn: input.handbackOn, refundDeadlineOn };
      if (!deposit) {
        tx.persist(new DepositEntity({ tenancy, ...fields }));
        return { details: { amountCents: input.amountCents } };
      }
      if (input.amountCents < deductedOf(await tx.find(DepositDeductionEntity, { deposit: deposit.id })))
        throw new ConflictException(DEPOSIT_MESSAGES.belowDeductions);
      Object.assign(deposit, fields);
      return { details: { amountCents: input.amountCents } };
    });
    return this.view(tenancyId, route);
  }

  async addDeduction(tenancyId: string, input: AddDeductionInput, actor: LedgerActor, route: PhotoRoute): Promise<Deposit> {
    await this.tenancy(tenancyId);
    await this.changing(tenancyId, 'deposit.deduction_added', actor, async (tx, tenancy, deposit) => {
      const held = this.held(deposit);
      const deducted = deductedOf(await tx.find(DepositDeductionEntity, { deposit: held.id }));
      if (deducted + input.amountCents > held.amountCents) {
        throw new ConflictException(
          `${DEPOSIT_MESSAGES.overDeposit}: S$${((deducted + input.amountCents) / 100).toFixed(2)} of a S$${(held.amountCents / 100).toFixed(2)} deposit`,
        );
      }
      const conditionItem = input.conditionItemId
        ? await tx.findOne(ConditionItemEntity, { id: input.conditionItemId, report: { tenancy: tenancy.id, kind: 'move_out' } })
        : null;
      if (input.conditionItemId && !conditionItem) throw new BadRequestException(DEPOSIT_MESSAGES.itemNotFound);
      const maintenanceRequest = input.maintenanceRequestId
        ? await tx.findOne(MaintenanceRequestEntity, { id: input.maintenanceRequestId, tenancy: tenancy.id })
        : null;
      if (input.maintenanceRequestId && !maintenanceRequest) throw new BadRequestException(DEPOSIT_MESSAGES.repairNotFound);
      const deduction = new DepositDeductionEntity({
        deposit: held,
        amountCents: input.amountCents,
        reason: input.reason,
        conditionItem,
        maintenanceRequest,
        createdBy: actor.actorId ? tx.getReference(UserEntity, actor.actorId) : null,
      });
      tx.persist(deduction);
      return { details: { amountCents: input.amountCents, conditionItemId: input.conditionItemId, maintenanceRequestId: input.maintenanceRequestId } };
    });
    return this.view(tenancyId, route);
  }

  async removeDeduction(tenancyId: string, deductionId: string, actor: LedgerActor, route: PhotoRoute): Promise<Deposit> {
    await this.tenancy(tenancyId);
    await this.changing(tenancyId, 'deposit.deduction_removed', actor, async (tx, _tenancy, deposit) => {
      const held = this.held(deposit);
      const deduction = await foundOr404(
        deductionId,
        () => tx.findOne(DepositDeductionEntity, { id: deductionId, deposit: held.id }),
        DEPOSIT_MESSAGES.deductionNotFound,
      );
      tx.remove(deduction);
      return { details: { deductionId, amountCents: deduction.amountCents } };
    });
    return this.view(tenancyId, route);
  }

  /** Records the refund (the deposit less the deductions) and mails the tenant the disposition letter, in one transaction. */
  async refund(tenancyId: string, input: RefundDepositInput, actor: LedgerActor, route: PhotoRoute): Promise<Deposit> {
    await this.tenancy(tenancyId);
    const mail = await this.changing(tenancyId, 'deposit.refunded', actor, async (tx, tenancy, deposit) => {
      const held = this.held(deposit);
      if (!held.handbackOn) throw new ConflictException(DEPOSIT_MESSAGES.noHandback);
      held.refundedOn = input.refundedOn;
      held.refundCents = held.amountCents - deductedOf(await tx.find(DepositDeductionEntity, { deposit: held.id }));
      const mail = new OutboundMailEntity({ kind: 'deposit_disposition', deposit: held }, tenancy.tenantEmail);
      tx.persist(mail);
      return { details: { refundCents: held.refundCents, refundedOn: input.refundedOn }, mail };
    });
    if (mail.mail) await this.outbox.queue(mail.mail);
    return this.view(tenancyId, route);
  }

  /** The disposition letter: staff any time; the tenant once the refund is recorded; anyone else 404. */
  async letter(viewer: Viewer, tenancyId: string, route: PhotoRoute): Promise<{ title: string; body: string }> {
    const deposit = isUuid(tenancyId)
      ? await this.em.findOne(
          DepositEntity,
          { tenancy: { $and: [{ id: tenancyId }, await tenanciesOf(this.em, viewer)] }, ...(viewer.role === 'staff' ? {} : { refundedOn: { $ne: null } }) },
          { populate: ['tenancy.listing'] },
        )
      : null;
    if (!deposit) throw new NotFoundException(DEPOSIT_MESSAGES.notFound);
    return depositLetter(toDeposit(deposit, await loadDeductions(this.em, deposit), route));
  }

  private async view(tenancyId: string, route: PhotoRoute): Promise<Deposit> {
    const { deposit } = await this.get(tenancyId, route);
    if (!deposit) throw new NotFoundException(DEPOSIT_MESSAGES.notFound);
    return deposit;
  }

  private held(deposit: DepositEntity | null): DepositEntity {
    if (!deposit) throw new NotFoundException(DEPOSIT_MESSAGES.notFound);
    if (deposit.refundedOn) throw new ConflictException(DEPOSIT_MESSAGES.disposed);
    return deposit;
  }

  /** A change under the tenancy's ledger lock, audited in the same transaction with what `change` answers. */
  private async changing(
    tenancyId: string,
    action: AuditAction,
    actor: LedgerActor,
    change: (tx: EntityManager, tenancy: TenancyEntity, deposit: DepositEntity | null) => Promise<Change>,
  ): Promise<Change> {
    return this.em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      const tenancy = await ledger.lock(tenancyId);
      const deposit = await tx.findOne(DepositEntity, { tenancy: tenancy.id });
      if (deposit?.refundedOn && action !== 'deposit.refunded') throw new ConflictException(DEPOSIT_MESSAGES.disposed);
      const done = await change(tx, tenancy, deposit);
      ledger.audit(action, tenancyId, actor, done.details);
      await tx.flush();
      return done;
    });
  }

  private async tenancy(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.em.count(TenancyEntity, { id }))) throw new NotFoundException(RENT_MESSAGES.tenancyNotFound);
  }
}
