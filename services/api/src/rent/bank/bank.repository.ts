import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BankLinesQuery, type MatchSuggestion, SUGGESTION_WINDOW_DAYS } from '@app/contracts';
import { BankLineEntity, rankSuggestions, referencesIn, RentPaymentEntity, type SuggestionCandidate, TenancyEntity } from '@app/core';
import { unitOf } from '../../tenancies/tenancy-view';

/** Open charges looked at per queued line before ranking. */
const CANDIDATES_PER_LINE = 50;

type CandidateRow = { line_id: string; id: string; reference: string; open_cents: number; due_on: string; tenancy_id: string };

/** Reads of bank reconciliation: the queue (or the matched and ignored lines), their payments and suggestions. */
@Injectable()
export class BankRepository {
  constructor(private readonly em: EntityManager) {}

  /** The queue oldest first (by value date); matched and ignored lines the latest decided first. */
  linesPage({ status, page, pageSize }: BankLinesQuery): Promise<[BankLineEntity[], number]> {
    const orderBy = status === 'unmatched' ? { valueDate: 'asc', id: 'asc' } : { decidedAt: 'desc', id: 'desc' };
    return this.em.findAndCount(BankLineEntity, { status }, { orderBy: orderBy as never, limit: pageSize, offset: (page - 1) * pageSize });
  }

  /** The payments each line was matched to, with their tenancies. */
  async paymentsOf(lines: BankLineEntity[]): Promise<Map<string, RentPaymentEntity[]>> {
    const payments = lines.length
      ? await this.em.find(
          RentPaymentEntity,
          { bankLine: { $in: lines.map((line) => line.id) } },
          { populate: ['tenancy.listing'], orderBy: { createdAt: 'asc' } },
        )
      : [];
    const byLine = new Map<string, RentPaymentEntity[]>();
    for (const payment of payments) {
      const id = payment.bankLine?.id as string;
      byLine.set(id, [...(byLine.get(id) ?? []), payment]);
    }
    return byLine;
  }

  /**
   * Open charges each queued line may pay (named in it, of its amount, of a tenant it names, or due within the window),
   * ranked: one query for all the lines (a page of the queue), CANDIDATES_PER_LINE each.
   */
  async suggestionsFor(lines: BankLineEntity[]): Promise<Map<string, MatchSuggestion[]>> {
    if (lines.length === 0) return new Map();
    const queued = lines.map((line) => ({
      id: line.id,
      refs: referencesIn(line.description),
      amount_cents: line.amountCents,
      description: line.description,
      value_date: line.valueDate,
    }));
    const rows = await this.em.getConnection().execute<CandidateRow[]>(
      `select l.id as line_id, c.id, c.reference, c.open_cents, c.due_on::text as due_on, c.tenancy_id
         from jsonb_to_recordset(?::jsonb) as l(id uuid, refs text[], amount_cents int, description text, value_date date)
         cross join lateral (
           select c.id, c.reference, c.open_cents, c.due_on, c.tenancy_id
             from rent_charges c join tenancies t on t.id = c.tenancy_id,
                  lateral (select c.reference = any(l.refs) as named, c.open_cents = l.amount_cents as same_amount,
                                  strpos(upper(l.description), upper(t.tenant_name)) > 0 as names_tenant) fit
            where c.open_cents > 0 and (fit.named or fit.same_amount or fit.names_tenant or c.due_on between l.value_date - ?::int and l.value_date + ?::int)
            order by fit.named desc, fit.same_amount desc, fit.names_tenant desc, abs(c.due_on - l.value_date), c.id
            limit ?) c`,
      [JSON.stringify(queued), SUGGESTION_WINDOW_DAYS, SUGGESTION_WINDOW_DAYS, CANDIDATES_PER_LINE],
      'all',
    );
    const tenancies = await this.tenanciesById(rows.map((row) => row.tenancy_id));
    const candidates = new Map<string, SuggestionCandidate[]>();
    for (const row of rows) {
      const tenancy = tenancies.get(row.tenancy_id) as TenancyEntity;
      const candidate = {
        chargeId: row.id,
        reference: row.reference,
        tenancyId: row.tenancy_id,
        tenantName: tenancy.tenantName,
        unit: unitOf(tenancy),
        openCents: row.open_cents,
        dueOn: row.due_on,
      };
      candidates.set(row.line_id, [...(candidates.get(row.line_id) ?? []), candidate]);
    }
    return new Map(lines.map((line) => [line.id, rankSuggestions(line, candidates.get(line.id) ?? [])]));
  }

  async tenanciesById(ids: string[]): Promise<Map<string, TenancyEntity>> {
    if (ids.length === 0) return new Map();
    const tenancies = await this.em.find(TenancyEntity, { id: { $in: [...new Set(ids)] } }, { populate: ['listing'] });
    return new Map(tenancies.map((tenancy) => [tenancy.id, tenancy]));
  }
}
