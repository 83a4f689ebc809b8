import type { EntityManager } from '@mikro-orm/postgresql';
import { monthBounds, singaporeDay, type StatementContent, type StatementUnit } from '@app/contracts';
import { MaintenanceRequestEntity } from '../tenancies/maintenance-request.entity';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { OwnerUnitEntity } from './owner-unit.entity';
import { isTenancyOfUnit, tenanciesOfUnits, unitName } from './unit-tenancies';

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dollars = (cents: number): number => cents / 100;

/** The last day a tenancy's lease ran: its end date, or the Singapore day staff ended it, if earlier. */
function lastLeaseDay(tenancy: TenancyEntity): string {
  const ended = tenancy.endedAt ? singaporeDay(tenancy.endedAt) : null;
  return ended !== null && ended < tenancy.leaseEnd ? ended : tenancy.leaseEnd;
}

/**
 * An owner's statement for a Singapore month, from the database as it stands: per unit, the rent due (each lease's
 * monthly rent, pro rata to the days of the month it covers), the repairs done in the month (requests moved to done in
 * it, by their cost), the management fee (the unit's percentage of the rent due) and the net amount
 * (rent due − repair costs − fee). Money is added in cents and answered in dollars.
 */
export async function buildOwnerStatement(em: EntityManager, ownerId: string, month: string): Promise<StatementContent> {
  const bounds = monthBounds(month);
  const units = await em.find(OwnerUnitEntity, { owner: ownerId }, { populate: ['listing'], orderBy: { createdAt: 'asc', id: 'asc' } });
  const tenancies = await em.find(
    TenancyEntity,
    { $and: [tenanciesOfUnits(units), { leaseStart: { $lte: bounds.lastDay }, leaseEnd: { $gte: bounds.firstDay } }] },
    { populate: ['listing'], orderBy: { leaseStart: 'asc', id: 'asc' } },
  );
  const repairs = await em.find(
    MaintenanceRequestEntity,
    {
      tenancy: { $in: (await em.find(TenancyEntity, tenanciesOfUnits(units), { fields: ['id'] })).map((tenancy) => tenancy.id) },
      status: { $in: ['done', 'closed'] },
      doneAt: { $gte: bounds.startsAt, $lt: bounds.endsAt },
      costCents: { $ne: null },
    },
    { populate: ['tenancy.listing'], orderBy: { doneAt: 'asc', id: 'asc' } },
  );
  const lines = units.map((unit) =>
    unitLines(
      unit,
      tenancies.filter((tenancy) => isTenancyOfUnit(tenancy, unit)),
      repairs.filter((request) => isTenancyOfUnit(request.tenancy, unit)),
      bounds,
    ),
  );
  const total = (key: keyof Pick<StatementUnit, 'rentDue' | 'repairCosts' | 'managementFee' | 'net'>) =>
    dollars(lines.reduce((sum, line) => sum + line.cents[key], 0));
  return {
    units: lines.map((line) => line.unit),
    totals: { rentDue: total('rentDue'), repairCosts: total('repairCosts'), managementFee: total('managementFee'), net: total('net') },
  };
}

function unitLines(unit: OwnerUnitEntity, tenancies: TenancyEntity[], repairs: MaintenanceRequestEntity[], bounds: ReturnType<typeof monthBounds>) {
  const rent = tenancies
    .map((tenancy) => {
      const from = Math.max(dayNumber(tenancy.leaseStart), dayNumber(bounds.firstDay));
      const to = Math.min(dayNumber(lastLeaseDay(tenancy)), dayNumber(bounds.lastDay));
      const days = Math.max(0, to - from + 1);
      return { tenancy, days, cents: Math.round((tenancy.monthlyRentCents * days) / bounds.days) };
    })
    .filter((line) => line.days > 0);
  const rentDue = rent.reduce((sum, line) => sum + line.cents, 0);
  const repairCosts = repairs.reduce((sum, request) => sum + (request.costCents ?? 0), 0);
  const managementFee = Math.round((rentDue * unit.managementFeeBasisPoints) / 10_000);
  const net = rentDue - repairCosts - managementFee;
  return {
    cents: { rentDue, repairCosts, managementFee, net },
    unit: {
      unit: unitName(unit),
      managementFeePercent: unit.managementFeeBasisPoints / 100,
      rent: rent.map(({ tenancy, days, cents }) => ({
        leaseStart: tenancy.leaseStart,
        leaseEnd: tenancy.leaseEnd,
        monthlyRent: dollars(tenancy.monthlyRentCents),
        days,
        rentDue: dollars(cents),
      })),
      repairs: repairs.map((request) => ({
        reference: request.reference,
        category: request.category,
        doneOn: singaporeDay(request.doneAt as Date),
        cost: dollars(request.costCents ?? 0),
      })),
      rentDue: dollars(rentDue),
      repairCosts: dollars(repairCosts),
      managementFee: dollars(managementFee),
      net: dollars(net),
    },
  };
}
