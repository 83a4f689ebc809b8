import type { EntityManager } from '@mikro-orm/postgresql';
import { monthBounds, type OwnerRentSeries, type RentSeriesPoint, SINGAPORE_TIME_ZONE } from '@app/contracts';
import { TenancyEntity } from '../tenancies/tenancy.entity';
import { OwnerEntity } from './owner.entity';
import { OwnerUnitEntity } from './owner-unit.entity';
import { feeAndNet, leaseRentDue, type UnitMonthCents } from './owner-statement-money';
import type { StatementSettings } from './owner-statement-builder';
import { isTenancyOfUnit, tenanciesOfUnits, unitName } from './unit-tenancies';

/** Cents per tenancy and Singapore month ("YYYY-MM"), keyed `tenancyId month`. */
type MonthlyCents = Map<string, number>;
type MonthlyRow = { tenancy_id: string; month: string; cents: string };

const key = (tenancyId: string, month: string): string => `${tenancyId} ${month}`;

/**
 * An owner's rent month by month, per unit and in total, by the statement's rule (buildOwnerStatement): rent due pro
 * rata, rent received in the month, repairs done in it, the fee on received or due, GST on the fee when registered, and
 * the net. Instead of a statement per month, it reads the months' money at once: one grouped query for the rent
 * received and one for the repairs, per tenancy and month. `months` are consecutive, oldest first. With `onlyUnitId`,
 * only that unit of the owner's is read (none when it is not theirs), so one unit's chart costs one unit's queries.
 */
export async function buildOwnerRentSeries(
  em: EntityManager,
  ownerId: string,
  months: readonly string[],
  settings: StatementSettings,
  onlyUnitId?: string,
): Promise<OwnerRentSeries> {
  const owner = await em.findOneOrFail(OwnerEntity, { id: ownerId }, { fields: ['feeBasis'] });
  const units = await em.find(
    OwnerUnitEntity,
    { owner: ownerId, ...(onlyUnitId ? { id: onlyUnitId } : {}) },
    { populate: ['listing'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const tenancies = await em.find(TenancyEntity, tenanciesOfUnits(units), { populate: ['listing'] });
  const { received, repairs } = await monthlyMoney(em, tenancies, months);
  const unitSeries = units.map((unit) => {
    const own = tenancies.filter((tenancy) => isTenancyOfUnit(tenancy, unit));
    const rules = { feeBasis: owner.feeBasis, feeBasisPoints: unit.managementFeeBasisPoints, chargesGst: settings.gstRegistration !== null };
    const points = months.map((month) => {
      const sum = (values: MonthlyCents) => own.reduce((total, tenancy) => total + (values.get(key(tenancy.id, month)) ?? 0), 0);
      const cents: UnitMonthCents = {
        rentDue: own.reduce((total, tenancy) => total + leaseRentDue(tenancy, month).cents, 0),
        rentReceived: sum(received),
        repairCosts: sum(repairs),
      };
      return { month, rentDueCents: cents.rentDue, rentReceivedCents: cents.rentReceived, netCents: feeAndNet(cents, rules).net };
    });
    return { unitId: unit.id, unit: unitName(unit), points };
  });
  return {
    months: [...months],
    units: unitSeries,
    total: months.map((month, at) =>
      totalOf(
        month,
        unitSeries.map((unit) => unit.points[at] as RentSeriesPoint),
      ),
    ),
  };
}

function totalOf(month: string, points: RentSeriesPoint[]): RentSeriesPoint {
  const sum = (field: 'rentDueCents' | 'rentReceivedCents' | 'netCents') => points.reduce((total, point) => total + point[field], 0);
  return { month, rentDueCents: sum('rentDueCents'), rentReceivedCents: sum('rentReceivedCents'), netCents: sum('netCents') };
}

/** Rent received (allocations to rent charges, on the day received) and repair costs (done in the month), per tenancy and month. */
async function monthlyMoney(
  em: EntityManager,
  tenancies: TenancyEntity[],
  months: readonly string[],
): Promise<{ received: MonthlyCents; repairs: MonthlyCents }> {
  if (tenancies.length === 0 || months.length === 0) return { received: new Map(), repairs: new Map() };
  const first = monthBounds(months[0] as string);
  const last = monthBounds(months.at(-1) as string);
  const ids = tenancies.map((tenancy) => tenancy.id);
  const connection = em.getConnection();
  const received = await connection.execute<MonthlyRow[]>(
    `select c.tenancy_id, to_char(a.received_on, 'YYYY-MM') as month, sum(a.amount_cents) as cents
       from rent_allocations a join rent_charges c on c.id = a.charge_id
      where c.tenancy_id in (?) and c.kind = 'rent' and a.received and a.received_on between ? and ?
      group by 1, 2`,
    [ids, first.firstDay, last.lastDay],
    'all',
  );
  const repairs = await connection.execute<MonthlyRow[]>(
    `select tenancy_id, to_char(done_at at time zone ?, 'YYYY-MM') as month, sum(cost_cents) as cents
       from maintenance_requests
      where tenancy_id in (?) and status in ('done', 'closed') and cost_cents is not null and done_at >= ? and done_at < ?
      group by 1, 2`,
    [SINGAPORE_TIME_ZONE, ids, first.startsAt, last.endsAt],
    'all',
  );
  const byKey = (rows: MonthlyRow[]): MonthlyCents => new Map(rows.map((row) => [key(row.tenancy_id, row.month), Number(row.cents)]));
  return { received: byKey(received), repairs: byKey(repairs) };
}
