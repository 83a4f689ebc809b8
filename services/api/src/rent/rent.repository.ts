import { EntityManager, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import type { LedgerEntry, LedgerPage, LedgerQuery, OverdueTotal, PendingPaymentsQuery, RentAccountsQuery, RentBalance } from '@app/contracts';
import { PaymentScreenshotEntity, RentChargeEntity, RentCreditEntity, RentPaymentEntity, TenancyEntity } from '@app/core';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { tenancySearchFilter } from '../tenancies/tenancies.repository';
import { unitOf } from '../tenancies/tenancy-view';
import { toCharge, toCredit, toPayment } from './rent-view';
import { listPage } from '../common/list-page';

/** A tenancy with rent open past its due day, as a semi-join PostgreSQL plans through the open charges' partial index. */
const overdueTenancy = (today: string): FilterQuery<TenancyEntity> => ({
  [raw((alias) => `exists (select 1 from rent_charges c where c.tenancy_id = ${alias}.id and c.open_cents > 0 and c.due_on < ?)`, [today])]: true,
});

type Sums = { open: number; overdue: number; credit: number; pending: number; oldest: string | null };
type EntryRow = { type: LedgerEntry['type']; id: string; on_day: string };

/** Reads of the rent ledger: balances, a ledger page newest first, screenshots, and the totals of the dashboard. */
@Injectable()
export class RentRepository {
  constructor(private readonly em: EntityManager) {}

  findTenancy(id: string): Promise<TenancyEntity | null> {
    return this.em.findOne(TenancyEntity, { id }, { populate: ['listing'] });
  }

  findTenantTenancy(id: string, tenantId: string): Promise<TenancyEntity | null> {
    return this.em.findOne(TenancyEntity, { id, tenant: tenantId }, { populate: ['listing'] });
  }

  /**
   * Each tenancy's balance as of a Singapore day (what is open past its due day is overdue): its open charges are
   * read once, through the open charges' index by tenancy, for the open sum, the overdue sum and the oldest due day.
   */
  async balances(tenancies: TenancyEntity[], today: string): Promise<Map<string, RentBalance>> {
    if (tenancies.length === 0) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<Array<{ tenancy_id: string; open: string; overdue: string; credit: string; pending: string; oldest: string | null }>>(
        `select t.id as tenancy_id, charges.open, charges.overdue, charges.oldest,
              (select coalesce(sum(unapplied_cents), 0) from rent_credits r where r.tenancy_id = t.id and r.unapplied_cents > 0) as credit,
              (select coalesce(sum(amount_cents), 0) from rent_payments p where p.tenancy_id = t.id and p.status = 'pending') as pending
         from tenancies t
         cross join lateral (
           select coalesce(sum(open_cents), 0) as open, coalesce(sum(open_cents) filter (where c.due_on < ?), 0) as overdue, min(due_on)::text as oldest
             from rent_charges c where c.tenancy_id = t.id and c.open_cents > 0) charges
         where t.id in (?)`,
        [today, tenancies.map((tenancy) => tenancy.id)],
        'all',
      );
    const sums = new Map<string, Sums>(
      rows.map((row) => [
        row.tenancy_id,
        { open: Number(row.open), overdue: Number(row.overdue), credit: Number(row.credit), pending: Number(row.pending), oldest: row.oldest },
      ]),
    );
    return new Map(tenancies.map((tenancy) => [tenancy.id, toBalance(tenancy, sums.get(tenancy.id))]));
  }

  async balance(tenancy: TenancyEntity, today: string): Promise<RentBalance> {
    return (await this.balances([tenancy], today)).get(tenancy.id) as RentBalance;
  }

  /** One page of a tenancy's ledger, newest first: by day, then by when it was recorded (the three ledger indexes). */
  async ledgerPage(tenancyId: string, query: LedgerQuery, route: PhotoRoute): Promise<LedgerPage> {
    const connection = this.em.getConnection();
    // Each kind's newest `reach` entries hold the page's: the union stays as small as the page asked for.
    const reach = query.page * query.pageSize;
    const rows = await connection.execute<EntryRow[]>(
      `select type, id, on_day from (
         (select 'charge' as type, id, due_on::text as on_day, created_at from rent_charges where tenancy_id = ? order by due_on desc, created_at desc limit ?)
         union all (select 'payment', id, paid_on::text, created_at from rent_payments where tenancy_id = ? order by paid_on desc, created_at desc limit ?)
         union all (select 'credit', id, credited_on::text, created_at from rent_credits where tenancy_id = ? order by credited_on desc, created_at desc limit ?)
       ) entries order by on_day desc, created_at desc, id desc limit ? offset ?`,
      [tenancyId, reach, tenancyId, reach, tenancyId, reach, query.pageSize, (query.page - 1) * query.pageSize],
      'all',
    );
    const [count] = await connection.execute<Array<{ total: string }>>(
      `select (select count(*) from rent_charges where tenancy_id = ?) + (select count(*) from rent_payments where tenancy_id = ?)
            + (select count(*) from rent_credits where tenancy_id = ?) as total`,
      [tenancyId, tenancyId, tenancyId],
      'all',
    );
    return listPage(await this.entries(rows, route), Number(count?.total ?? 0), query);
  }

  /** The screenshots of these payments, by payment id. */
  async screenshotsOf(payments: RentPaymentEntity[]): Promise<Map<string, PaymentScreenshotEntity>> {
    if (payments.length === 0) return new Map();
    const shots = await this.em.find(PaymentScreenshotEntity, { payment: { $in: payments.map((payment) => payment.id) } }, { populate: ['media'] });
    return new Map(shots.map((shot) => [shot.payment.id, shot]));
  }

  findScreenshot(mediaId: string): Promise<PaymentScreenshotEntity | null> {
    return this.em.findOne(PaymentScreenshotEntity, { media: mediaId }, { populate: ['payment.tenancy'] });
  }

  /**
   * Tenancies of the Rent area, newest first; `overdue` keeps those with rent open past its due day, found through the
   * open charges' partial index (a semi-join), and counted there too when there is no search.
   */
  async accountsPage({ q, overdue, page, pageSize }: RentAccountsQuery, today: string): Promise<[TenancyEntity[], number]> {
    const filters: FilterQuery<TenancyEntity>[] = [];
    if (q) filters.push(await tenancySearchFilter(this.em, q));
    if (overdue === 'true') filters.push(overdueTenancy(today));
    const where = filters.length ? { $and: filters } : {};
    const options = { populate: ['listing'] as const, orderBy: { createdAt: 'desc', id: 'desc' } as const, limit: pageSize, offset: (page - 1) * pageSize };
    if (overdue !== 'true' || q) return this.em.findAndCount(TenancyEntity, where, options);
    const overdueCharges = this.em.createQueryBuilder(RentChargeEntity, 'c').where({ openCents: { $gt: 0 }, dueOn: { $lt: today } });
    return [await this.em.find(TenancyEntity, where, options), await overdueCharges.getCount('c.tenancy', true)];
  }

  /** The "I've paid" queue: pending payments, the longest waiting first (the partial pending index). */
  pendingPage({ page, pageSize }: PendingPaymentsQuery): Promise<[RentPaymentEntity[], number]> {
    return this.em.findAndCount(
      RentPaymentEntity,
      { status: 'pending' },
      { populate: ['tenancy.listing', 'charge'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize },
    );
  }

  /** The dashboard card: what is open past its due day over all tenancies, how many tenancies, and the "I've paid" waiting. */
  async overdue(today: string): Promise<OverdueTotal> {
    const [row] = await this.em.getConnection().execute<Array<{ cents: string; tenancies: string; pending: string }>>(
      `select (select coalesce(sum(open_cents), 0) from rent_charges where open_cents > 0 and due_on < ?) as cents,
              (select count(distinct tenancy_id) from rent_charges where open_cents > 0 and due_on < ?) as tenancies,
              (select count(*) from rent_payments where status = 'pending') as pending`,
      [today, today],
      'all',
    );
    return { overdueCents: Number(row?.cents ?? 0), tenancies: Number(row?.tenancies ?? 0), pendingPayments: Number(row?.pending ?? 0) };
  }

  private async entries(rows: EntryRow[], route: PhotoRoute): Promise<LedgerEntry[]> {
    const idsOf = (type: EntryRow['type']) => rows.filter((row) => row.type === type).map((row) => row.id);
    const charges = new Map((await this.em.find(RentChargeEntity, { id: { $in: idsOf('charge') } })).map((charge) => [charge.id, charge]));
    const paymentList = await this.em.find(RentPaymentEntity, { id: { $in: idsOf('payment') } });
    const payments = new Map(paymentList.map((payment) => [payment.id, payment]));
    const shots = await this.screenshotsOf(paymentList);
    const credits = new Map((await this.em.find(RentCreditEntity, { id: { $in: idsOf('credit') } })).map((credit) => [credit.id, credit]));
    return rows.map((row): LedgerEntry => {
      const base = { id: `${row.type}:${row.id}`, on: row.on_day };
      if (row.type === 'charge') return { type: 'charge', ...base, charge: toCharge(charges.get(row.id) as RentChargeEntity) };
      if (row.type === 'payment') {
        const payment = payments.get(row.id) as RentPaymentEntity;
        return { type: 'payment', ...base, payment: toPayment(payment, shots.get(payment.id) ?? null, route) };
      }
      return { type: 'credit', ...base, credit: toCredit(credits.get(row.id) as RentCreditEntity) };
    });
  }
}

function toBalance(tenancy: TenancyEntity, sums: Sums | undefined): RentBalance {
  const { open = 0, overdue = 0, credit = 0, pending = 0, oldest = null } = sums ?? {};
  return {
    tenancyId: tenancy.id,
    unit: unitOf(tenancy),
    tenantName: tenancy.tenantName,
    balanceCents: open - credit,
    openCents: open,
    overdueCents: overdue,
    creditCents: credit,
    pendingCents: pending,
    oldestOpenDueOn: oldest,
  };
}
