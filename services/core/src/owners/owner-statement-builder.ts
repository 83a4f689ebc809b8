import type { EntityManager } from '@mikro-orm/postgresql';
import { DEPOSIT_HOLDER_LABELS, formatCents, type FeeBasis, monthBounds, singaporeDay, type StatementContent } from '@app/contracts';
import { MaintenanceRequestEntity } from '../tenancies/maintenance-request.entity';
import { DepositEntity } from '../tenancies/deposits/deposit.entity';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { OwnerEntity } from './owner.entity';
import { OwnerUnitEntity } from './owner-unit.entity';
import { feeAndNet, leaseRentDue } from './owner-statement-money';
import { isTenancyOfUnit, tenanciesOfUnits, unitName } from './unit-tenancies';

const dollars = (cents: number): number => cents / 100;

/** The company's GST registration number when it charges GST on its fee (COMPANY_GST_REGISTRATION), else null. */
export type StatementSettings = { gstRegistration: string | null };

/** Per tenancy, in cents: rent received in the month, and rent due by the month's end still unpaid at its end. */
type RentMoney = { received: Map<string, number>; arrears: Map<string, number> };
type MonthBounds = ReturnType<typeof monthBounds>;
type UnitRules = { bounds: MonthBounds; feeBasis: FeeBasis; chargesGst: boolean; money: RentMoney; refunds: DepositEntity[] };

const CENT_KEYS = ['rentDue', 'rentReceived', 'arrearsCarriedForward', 'repairCosts', 'managementFee', 'gst', 'net'] as const;
type CentKey = (typeof CENT_KEYS)[number];

/**
 * An owner's statement for a Singapore month, from the database as it stands, on rent received: per unit, the rent due
 * (each lease's monthly rent, pro rata to the days of the month it covers), the rent received (confirmed payments, and
 * overpayments applied, paying the unit's rent charges in the month), the arrears carried forward (rent due by the
 * month's end still unpaid at its end), the repairs done in the month, the management fee (the unit's percentage of the
 * rent received, or of the rent due if the owner chose so), GST on the fee when the company is registered, and the net
 * (rent received − repairs − fee − GST). Money is added in cents and answered in dollars.
 */
export async function buildOwnerStatement(em: EntityManager, ownerId: string, month: string, settings: StatementSettings): Promise<StatementContent> {
  const bounds = monthBounds(month);
  const owner = await em.findOneOrFail(OwnerEntity, { id: ownerId }, { fields: ['feeBasis'] });
  const units = await em.find(OwnerUnitEntity, { owner: ownerId }, { populate: ['listing'], orderBy: { createdAt: 'asc', id: 'asc' } });
  const tenancies = await em.find(TenancyEntity, tenanciesOfUnits(units), { populate: ['listing'], orderBy: { leaseStart: 'asc', id: 'asc' } });
  const repairs = await em.find(
    MaintenanceRequestEntity,
    {
      tenancy: { $in: tenancies.map((tenancy) => tenancy.id) },
      status: { $in: ['done', 'closed'] },
      doneAt: { $gte: bounds.startsAt, $lt: bounds.endsAt },
      costCents: { $ne: null },
    },
    { populate: ['tenancy.listing'], orderBy: { doneAt: 'asc', id: 'asc' } },
  );
  const refunds = await em.find(
    DepositEntity,
    { tenancy: { $in: tenancies.map((tenancy) => tenancy.id) }, refundedOn: { $gte: bounds.firstDay, $lte: bounds.lastDay } },
    { orderBy: { refundedOn: 'asc', id: 'asc' } },
  );
  const rules: UnitRules = {
    bounds,
    feeBasis: owner.feeBasis,
    chargesGst: settings.gstRegistration !== null,
    money: await rentMoney(em, tenancies, bounds),
    refunds,
  };
  const lines = units.map((unit) =>
    unitLines(
      unit,
      tenancies.filter((tenancy) => isTenancyOfUnit(tenancy, unit)),
      repairs.filter((request) => isTenancyOfUnit(request.tenancy, unit)),
      rules,
    ),
  );
  const total = (key: CentKey) => dollars(lines.reduce((sum, line) => sum + line.cents[key], 0));
  return {
    rule: 'rent_received',
    gstRegistration: settings.gstRegistration,
    units: lines.map((line) => line.unit),
    totals: Object.fromEntries(CENT_KEYS.map((key) => [key, total(key)])) as StatementContent['totals'],
  };
}

/** Rent received in the month and arrears at its end, per tenancy, from the ledger. */
async function rentMoney(em: EntityManager, tenancies: TenancyEntity[], bounds: MonthBounds): Promise<RentMoney> {
  if (tenancies.length === 0) return { received: new Map(), arrears: new Map() };
  const ids = tenancies.map((tenancy) => tenancy.id);
  const received = await em.getConnection().execute<Array<{ tenancy_id: string; cents: string }>>(
    `select c.tenancy_id, sum(a.amount_cents) as cents from rent_allocations a join rent_charges c on c.id = a.charge_id
      where c.tenancy_id in (?) and c.kind = 'rent' and a.received and a.received_on between ? and ? group by c.tenancy_id`,
    [ids, bounds.firstDay, bounds.lastDay],
    'all',
  );
  const arrears = await em.getConnection().execute<Array<{ tenancy_id: string; cents: string }>>(
    `select c.tenancy_id, sum(c.amount_cents - coalesce(paid.cents, 0)) as cents from rent_charges c
       left join lateral (select sum(a.amount_cents) as cents from rent_allocations a where a.charge_id = c.id and a.received_on <= ?) paid on true
      where c.tenancy_id in (?) and c.kind = 'rent' and c.due_on <= ? group by c.tenancy_id`,
    [bounds.lastDay, ids, bounds.lastDay],
    'all',
  );
  const byTenancy = (rows: Array<{ tenancy_id: string; cents: string }>) => new Map(rows.map((row) => [row.tenancy_id, Number(row.cents)]));
  return { received: byTenancy(received), arrears: byTenancy(arrears) };
}

function unitLines(unit: OwnerUnitEntity, tenancies: TenancyEntity[], repairs: MaintenanceRequestEntity[], rules: UnitRules) {
  const month = rules.bounds.firstDay.slice(0, 7);
  const rent = tenancies.map((tenancy) => ({ tenancy, ...leaseRentDue(tenancy, month) })).filter((line) => line.days > 0);
  const sumOf = (values: Map<string, number>) => tenancies.reduce((sum, tenancy) => sum + (values.get(tenancy.id) ?? 0), 0);
  const rentDue = rent.reduce((sum, line) => sum + line.cents, 0);
  const rentReceived = sumOf(rules.money.received);
  const arrearsCarriedForward = sumOf(rules.money.arrears);
  const repairCosts = repairs.reduce((sum, request) => sum + (request.costCents ?? 0), 0);
  const { managementFee, gst, net } = feeAndNet(
    { rentDue, rentReceived, repairCosts },
    { feeBasis: rules.feeBasis, feeBasisPoints: unit.managementFeeBasisPoints, chargesGst: rules.chargesGst },
  );
  const cents: Record<CentKey, number> = { rentDue, rentReceived, arrearsCarriedForward, repairCosts, managementFee, gst, net };
  return {
    cents,
    unit: {
      unit: unitName(unit),
      managementFeePercent: unit.managementFeeBasisPoints / 100,
      feeBasis: rules.feeBasis,
      rent: rent.map(({ tenancy, days, cents: lineCents }) => ({
        leaseStart: tenancy.leaseStart,
        leaseEnd: tenancy.leaseEnd,
        monthlyRent: dollars(tenancy.monthlyRentCents),
        days,
        rentDue: dollars(lineCents),
      })),
      repairs: repairs.map((request) => ({
        reference: request.reference,
        category: request.category,
        doneOn: singaporeDay(request.doneAt as Date),
        cost: dollars(request.costCents ?? 0),
      })),
      ...(Object.fromEntries(CENT_KEYS.map((key) => [key, dollars(cents[key])])) as Record<CentKey, number>),
      behind: arrearsCarriedForward > 0,
      behindNote: arrearsCarriedForward > 0 ? `The tenant is behind with the rent: ${formatCents(arrearsCarriedForward)} is unpaid.` : null,
      depositRefunds: rules.refunds
        .filter((deposit) => tenancies.some((tenancy) => tenancy.id === deposit.tenancy.id))
        .map((deposit) => ({
          refundedOn: deposit.refundedOn as string,
          deposit: dollars(deposit.amountCents),
          deductions: dollars(deposit.amountCents - (deposit.refundCents ?? 0)),
          refund: dollars(deposit.refundCents ?? 0),
          heldBy: DEPOSIT_HOLDER_LABELS[deposit.holder],
        })),
    },
  };
}
