import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { addDays, type BankLinesQuery, type MatchSuggestion, SUGGESTION_WINDOW_DAYS } from '@app/contracts';
import { BankLineEntity, rankSuggestions, referencesIn, RentPaymentEntity, type SuggestionCandidate, TenancyEntity } from '@app/core';
import { unitOf } from '../../tenancies/tenancy-view';

/** Open charges looked at per queued line before ranking. */
const CANDIDATES_PER_LINE = 50;

type CandidateRow = { id: string; reference: string; open_cents: number; due_on: string; tenancy_id: string };

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

  /** Open charges a queued line may pay (named in it, of its amount, of a tenant it names, or due within the window), ranked. */
  async suggestionsFor(line: BankLineEntity): Promise<MatchSuggestion[]> {
    const references = referencesIn(line.description);
    const named = references.length ? references : [''];
    const from = addDays(line.valueDate, -SUGGESTION_WINDOW_DAYS);
    const to = addDays(line.valueDate, SUGGESTION_WINDOW_DAYS);
    const rows = await this.em.getConnection().execute<CandidateRow[]>(
      `select c.id, c.reference, c.open_cents, c.due_on::text as due_on, c.tenancy_id
         from rent_charges c join tenancies t on t.id = c.tenancy_id,
              lateral (select c.reference in (?) as named, c.open_cents = ? as same_amount, strpos(upper(?), upper(t.tenant_name)) > 0 as names_tenant) fit
        where c.open_cents > 0 and (fit.named or fit.same_amount or fit.names_tenant or c.due_on between ? and ?)
        order by fit.named desc, fit.same_amount desc, fit.names_tenant desc, abs(c.due_on - ?::date), c.id
        limit ?`,
      [named, line.amountCents, line.description, from, to, line.valueDate, CANDIDATES_PER_LINE],
      'all',
    );
    const tenancies = await this.tenanciesById(rows.map((row) => row.tenancy_id));
    const candidates = rows.map((row): SuggestionCandidate => {
      const tenancy = tenancies.get(row.tenancy_id) as TenancyEntity;
      return {
        chargeId: row.id,
        reference: row.reference,
        tenancyId: row.tenancy_id,
        tenantName: tenancy.tenantName,
        unit: unitOf(tenancy),
        openCents: row.open_cents,
        dueOn: row.due_on,
      };
    });
    return rankSuggestions(line, candidates);
  }

  async tenanciesById(ids: string[]): Promise<Map<string, TenancyEntity>> {
    if (ids.length === 0) return new Map();
    const tenancies = await this.em.find(TenancyEntity, { id: { $in: [...new Set(ids)] } }, { populate: ['listing'] });
    return new Map(tenancies.map((tenancy) => [tenancy.id, tenancy]));
  }
}
