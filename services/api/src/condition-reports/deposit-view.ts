import type { EntityManager } from '@mikro-orm/postgresql';
import { type Deduction, type Deposit, type DepositCarryOver, depositRequiredAfter, MAINTENANCE_CATEGORY_LABELS, singaporeDay } from '@app/contracts';
import { type ConditionItemEntity, type ConditionPhotoEntity, DepositCarryOverEntity, DepositDeductionEntity, type DepositEntity, unitName } from '@app/core';
import { type PhotoRoute, toPrivateImage } from '../maintenance/maintenance-view';
import { photosOf } from './report-document';

export type LoadedDeductions = {
  deductions: DepositDeductionEntity[];
  photos: Map<string, ConditionPhotoEntity[]>;
  carryOvers: DepositCarryOverEntity[];
};

/**
 * A deposit's deductions (oldest first) with their evidence: the move-out item and its move-in pair, or the repair
 * request; and the renewals it was carried over to, oldest first.
 */
export async function loadDeductions(em: EntityManager, deposit: DepositEntity): Promise<LoadedDeductions> {
  const deductions = await em.find(
    DepositDeductionEntity,
    { deposit: deposit.id },
    { populate: ['conditionItem.moveInItem', 'maintenanceRequest'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const items = deductions.flatMap(({ conditionItem }) =>
    conditionItem ? [conditionItem, ...(conditionItem.moveInItem ? [conditionItem.moveInItem] : [])] : [],
  );
  const carryOvers = await em.find(DepositCarryOverEntity, { deposit: deposit.id }, { populate: ['fromTenancy'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return { deductions, photos: await photosOf(em, items), carryOvers };
}

const imagesOf = (item: ConditionItemEntity | null, photos: LoadedDeductions['photos'], route: PhotoRoute) =>
  item ? (photos.get(item.id) ?? []).map((photo) => toPrivateImage(photo.media, photo.createdAt, route)) : [];

function toDeduction(deduction: DepositDeductionEntity, photos: LoadedDeductions['photos'], route: PhotoRoute): Deduction {
  const item = deduction.conditionItem;
  const request = deduction.maintenanceRequest;
  return {
    id: deduction.id,
    amountCents: deduction.amountCents,
    reason: deduction.reason,
    createdAt: deduction.createdAt.toISOString(),
    evidence: {
      label: item ? `${item.room}: ${item.name}` : request ? `${request.reference} (${MAINTENANCE_CATEGORY_LABELS[request.category]} repair)` : '',
      conditionItemId: item?.id ?? null,
      maintenanceRequestId: request?.id ?? null,
      repairReportedOn: request ? singaporeDay(request.createdAt) : null,
      moveInCondition: item?.moveInItem?.condition ?? null,
      moveOutCondition: item?.condition ?? null,
      note: item?.note ?? request?.description ?? '',
      photos: imagesOf(item, photos, route),
      moveInPhotos: imagesOf(item?.moveInItem ?? null, photos, route),
    },
  };
}

function toCarryOver(carryOver: DepositCarryOverEntity): DepositCarryOver {
  return {
    fromTenancyId: carryOver.fromTenancy.id,
    fromLeaseStart: carryOver.fromTenancy.leaseStart,
    fromLeaseEnd: carryOver.fromTenancy.leaseEnd,
    carriedAt: carryOver.createdAt.toISOString(),
    amountCents: carryOver.amountCents,
    fromMonthlyRentCents: carryOver.fromMonthlyRentCents,
    toMonthlyRentCents: carryOver.toMonthlyRentCents,
    requiredCents: depositRequiredAfter(carryOver.amountCents, carryOver.fromMonthlyRentCents, carryOver.toMonthlyRentCents),
  };
}

/** The tenancy must be loaded with its listing. */
export function toDeposit(deposit: DepositEntity, { deductions, photos, carryOvers }: LoadedDeductions, route: PhotoRoute): Deposit {
  const deductedCents = deductions.reduce((sum, deduction) => sum + deduction.amountCents, 0);
  return {
    tenancyId: deposit.tenancy.id,
    unit: unitName(deposit.tenancy),
    tenantName: deposit.tenancy.tenantName,
    amountCents: deposit.amountCents,
    holder: deposit.holder,
    receivedOn: deposit.receivedOn,
    handbackOn: deposit.handbackOn,
    refundDeadlineOn: deposit.refundDeadlineOn,
    deductions: deductions.map((deduction) => toDeduction(deduction, photos, route)),
    deductedCents,
    refundCents: deposit.refundCents ?? deposit.amountCents - deductedCents,
    refundedOn: deposit.refundedOn,
    carryOvers: carryOvers.map(toCarryOver),
  };
}
