import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  ARREARS_BUCKET_LABELS,
  ARREARS_BUCKETS,
  type ArrearsQuery,
  type ArrearsReport,
  type ArrearsRow,
  singaporeDay,
  staffRentLedgerPath,
} from '@app/contracts';
import { csvLines, csvStart } from '../../common/csv-file';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { listPage } from '../../common/list-page';

/** Tenancies per page of the CSV as it is streamed. */
const CSV_BATCH = 500;

type SumsRow = { tenancy_id: string | null; total: string; days1to7: string; days8to30: string; days31to60: string; over60: string };

/**
 * What is open on each charge past its due day, by how many Singapore days: 1–7, 8–30, 31–60, over 60 (the day after
 * the due day is day 1). `group by` gives each tenancy's row, without it the totals.
 */
const BUCKET_SUMS = `coalesce(sum(open_cents), 0) as total,
  coalesce(sum(open_cents) filter (where ?::date - due_on between 1 and 7), 0) as days1to7,
  coalesce(sum(open_cents) filter (where ?::date - due_on between 8 and 30), 0) as days8to30,
  coalesce(sum(open_cents) filter (where ?::date - due_on between 31 and 60), 0) as days31to60,
  coalesce(sum(open_cents) filter (where ?::date - due_on > 60), 0) as over60`;

const CSV_HEADER = ['Tenant', 'Unit', ...ARREARS_BUCKETS.map((bucket) => `${ARREARS_BUCKET_LABELS[bucket]} (S$)`), 'Total overdue (S$)', 'Ledger'];

/** Dollars with two decimals, as a spreadsheet reads a number. */
const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** The arrears report: each tenancy behind, the most overdue first, with the totals; as a page or a streamed CSV. */
@Injectable()
export class ArrearsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async report(query: ArrearsQuery, today = singaporeDay(new Date())): Promise<ArrearsReport> {
    const connection = this.em.getConnection();
    const [totals] = await connection.execute<SumsRow[]>(`select null as tenancy_id, ${BUCKET_SUMS} from rent_charges where open_cents > 0 and due_on < ?`, [
      today,
      today,
      today,
      today,
      today,
    ]);
    const [count] = await connection.execute<Array<{ total: number }>>(
      `select count(distinct tenancy_id)::int as total from rent_charges where open_cents > 0 and due_on < ?`,
      [today],
    );
    const items = await this.rows(today, query.pageSize, (query.page - 1) * query.pageSize);
    const { totalCents, days1To7, days8To30, days31To60, over60 } = cents(totals as SumsRow);
    return { ...listPage(items, count?.total ?? 0, query), totals: { totalCents, days1To7, days8To30, days31To60, over60 } };
  }

  /** Every tenancy behind as CSV, written in batches (each waits for the response to drain). */
  async exportCsv(write: (chunk: string) => Promise<void>, today = singaporeDay(new Date())): Promise<void> {
    await write(csvStart(CSV_HEADER));
    for (let offset = 0; ; offset += CSV_BATCH) {
      const rows = await this.rows(today, CSV_BATCH, offset);
      await write(
        csvLines(
          rows.map((row) => [
            row.tenantName,
            row.unit,
            ...ARREARS_BUCKETS.map((bucket) => dollars(row[bucket])),
            dollars(row.totalCents),
            new URL(staffRentLedgerPath(row.tenancyId), this.config.PUBLIC_URL).toString(),
          ]),
        ),
      );
      if (rows.length < CSV_BATCH) return;
    }
  }

  /**
   * A page of the tenancies behind, most owed first, as plain rows: the tenant and the unit (unitOf: the listing's
   * title, else the address) are joined in the same query, so an export of every page hydrates no entity.
   */
  private async rows(today: string, limit: number, offset: number): Promise<ArrearsRow[]> {
    const rows = await this.em.getConnection().execute<Array<SumsRow & { tenant_name: string; unit: string }>>(
      `select sums.*, tenancy.tenant_name, coalesce(listing.title, tenancy.address, '') as unit
         from (select tenancy_id, ${BUCKET_SUMS} from rent_charges where open_cents > 0 and due_on < ?
                group by tenancy_id order by total desc, tenancy_id limit ? offset ?) sums
         join tenancies tenancy on tenancy.id = sums.tenancy_id
         left join properties listing on listing.id = tenancy.listing_id
        order by sums.total desc, sums.tenancy_id`,
      [today, today, today, today, today, limit, offset],
    );
    return rows.map((row) => ({ tenancyId: row.tenancy_id as string, tenantName: row.tenant_name, unit: row.unit, ...cents(row) }));
  }
}

function cents(row: SumsRow): Omit<ArrearsRow, 'tenancyId' | 'tenantName' | 'unit'> {
  return {
    totalCents: Number(row.total),
    days1To7: Number(row.days1to7),
    days8To30: Number(row.days8to30),
    days31To60: Number(row.days31to60),
    over60: Number(row.over60),
  };
}
