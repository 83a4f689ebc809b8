import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  CHARGE_NOTICE_DAYS,
  monthBounds,
  monthLabel,
  nextMonth,
  previousMonth,
  rentChargeFor,
  rentChargeReference,
  singaporeDay,
  singaporeMonth,
  tenancyRentCode,
} from '@app/contracts';
import { lastLeaseDay } from '../tenancies/last-lease-day';
import { RentLedger, SWEEP_ACTOR } from './rent-ledger';

/** Tenancies read and charged per statement. */
export const CHARGE_SWEEP_BATCH = 2_000;

type TenancyRow = {
  id: string;
  rent_number: number;
  lease_start: string;
  lease_end: string;
  /** As the driver gives it (a Date or an ISO string). */
  ended_at: Date | string | null;
  monthly_rent_cents: number;
  due_day: number | null;
};
type NewCharge = { tenancy_id: string; period: string; reference: string; description: string; due_on: string; amount_cents: number };

export type ChargeSweepResult = { today: string; posted: number; lateInterest: number };

/**
 * Posts the rent charges falling due: for every tenancy whose lease runs in the Singapore month before, this one or the
 * next (a month end missed while no worker ran; next month's rent due within the notice), one charge per month, pro
 * rata in a first or last month, CHARGE_NOTICE_DAYS before its due day. Each batch is one statement that inserts the charges and their audit rows together; the unique tenancy,
 * kind and month makes a second worker, a retry or a run after SIGKILL add nothing. New charges then take any credit the
 * tenancy holds, and rent still unpaid after its grace days gets its late interest, once.
 */
export async function postRentCharges(em: EntityManager, now: Date, batchSize = CHARGE_SWEEP_BATCH): Promise<ChargeSweepResult> {
  const today = singaporeDay(now);
  const months = [previousMonth(singaporeMonth(now)), singaporeMonth(now), nextMonth(singaporeMonth(now))];
  const postUntil = addDays(today, CHARGE_NOTICE_DAYS);
  const earliest = monthBounds(months[0] as string);
  let posted = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const tenancies = await em.getConnection().execute<TenancyRow[]>(
      `select id, rent_number, lease_start::text as lease_start, lease_end::text as lease_end, ended_at, monthly_rent_cents, due_day
         from tenancies
        where lease_start <= ? and lease_end >= ? and (ended_at is null or ended_at >= ?) and id > ?
        order by id limit ?`,
      [postUntil, earliest.firstDay, earliest.startsAt, after, batchSize],
      'all',
    );
    if (tenancies.length === 0) break;
    after = (tenancies[tenancies.length - 1] as TenancyRow).id;
    const charged = await insertCharges(
      em,
      tenancies.flatMap((tenancy) => chargesDue(tenancy, months, postUntil)),
    );
    posted += charged.length;
    await applyHeldCredits(em, charged, today);
    if (tenancies.length < batchSize) break;
  }
  return { today, posted, lateInterest: await postLateInterest(em, today) };
}

/** The tenancy's charges of these months due by `postUntil` (CHARGE_NOTICE_DAYS ahead of today). */
function chargesDue(tenancy: TenancyRow, months: string[], postUntil: string): NewCharge[] {
  const lease = {
    leaseStart: tenancy.lease_start,
    lastDay: lastLeaseDay({ leaseEnd: tenancy.lease_end, endedAt: tenancy.ended_at === null ? null : new Date(tenancy.ended_at) }),
    monthlyRentCents: tenancy.monthly_rent_cents,
    dueDay: tenancy.due_day,
  };
  return months.flatMap((month) => {
    const charge = rentChargeFor(lease, month);
    if (!charge || charge.dueOn > postUntil) return [];
    return [
      {
        tenancy_id: tenancy.id,
        period: month,
        reference: rentChargeReference(tenancyRentCode(tenancy.rent_number), month),
        description: `Rent for ${monthLabel(month)}`,
        due_on: charge.dueOn,
        amount_cents: charge.cents,
      },
    ];
  });
}

/** Inserts the charges no run has made yet, with one audit row each, in one statement; answers the tenancies charged. */
async function insertCharges(em: EntityManager, charges: NewCharge[]): Promise<string[]> {
  if (charges.length === 0) return [];
  return postChargesOnce(em, {
    select: `select c.tenancy_id, 'rent', c.period, c.reference, c.description, c.due_on, c.amount_cents, c.amount_cents
               from jsonb_to_recordset(?::jsonb) as c(tenancy_id uuid, period text, reference text, description text, due_on date, amount_cents int)`,
    params: [JSON.stringify(charges)],
    action: 'rent.charge_posted',
  });
}

/**
 * Inserts the charges `select` gives (tenancy_id, kind, period, reference, description, due_on, amount_cents,
 * open_cents), skipping those already posted (their reference is unique), and audits each posted one as `action`, in
 * one statement. `prelude` names common table expressions the select reads. Answers the tenancies charged.
 */
async function postChargesOnce(
  em: EntityManager,
  { prelude = '', select, params, action }: { prelude?: string; select: string; params: unknown[]; action: string },
): Promise<string[]> {
  const rows = await em.getConnection().execute<Array<{ target_id: string }>>(
    `with ${prelude}
     inserted as (
       insert into rent_charges (tenancy_id, kind, period, reference, description, due_on, amount_cents, open_cents)
       ${select}
       on conflict do nothing
       returning id, tenancy_id, reference, period, amount_cents)
     insert into audit_log (action, target_id, details)
     select ?, tenancy_id, jsonb_build_object('chargeId', id, 'reference', reference, 'period', period, 'amountCents', amount_cents)
       from inserted
     returning target_id`,
    [...params, action],
    'all',
  );
  return rows.map((row) => row.target_id);
}

/** Tenancies just charged that hold a credit (an overpayment, or one staff gave) have it applied to the new charge. */
async function applyHeldCredits(em: EntityManager, tenancyIds: string[], today: string): Promise<void> {
  if (tenancyIds.length === 0) return;
  const holders = await em
    .getConnection()
    .execute<Array<{ tenancy_id: string }>>(
      `select distinct tenancy_id from rent_credits where unapplied_cents > 0 and tenancy_id in (?)`,
      [tenancyIds],
      'all',
    );
  for (const { tenancy_id: tenancyId } of holders) {
    await em.fork().transactional(async (tx) => {
      const ledger = new RentLedger(tx);
      await ledger.lock(tenancyId);
      await ledger.applyCredits(tenancyId, today, SWEEP_ACTOR);
    });
  }
}

/**
 * Late interest, for tenancies that have it: one month's interest at the yearly rate on what is still open of a month's
 * rent once its grace days have passed, posted once as its own charge (the rent's reference and `L`: unique).
 */
async function postLateInterest(em: EntityManager, today: string): Promise<number> {
  const charged = await postChargesOnce(em, {
    prelude: `due as (
       select c.tenancy_id, c.period, c.reference || 'L' as reference, 'Late interest on ' || c.reference as description,
              round(c.open_cents * t.late_interest_basis_points / 120000.0)::int as amount_cents
         from rent_charges c join tenancies t on t.id = c.tenancy_id
        where c.open_cents > 0 and c.kind = 'rent' and t.late_interest_basis_points is not null
          and c.due_on + coalesce(t.late_interest_grace_days, 0) < ?::date),`,
    select: `select tenancy_id, 'late_interest', period, reference, description, ?::date, amount_cents, amount_cents from due where amount_cents > 0`,
    params: [today, today],
    action: 'rent.late_interest_posted',
  });
  return charged.length;
}
