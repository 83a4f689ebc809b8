import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { monthBounds, type OwnerSweepJob, previousMonth, singaporeMonth } from '@app/contracts';
import { buildOwnerStatement, MailOutbox, OutboundMailEntity, OwnerEntity, OwnerStatementEntity, OWNER_STATEMENTS_JOB } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';

export type OwnerStatementsResult = { month: string; made: number };

/**
 * Makes last month's statement of every owner who has none (owners linked before that month ended). Each statement is
 * written with its mail in one transaction, and the unique owner and month refuses a second: a worker killed mid-run
 * leaves whole statements or none, and a second worker, a retry or the next hourly run makes only what is missing.
 */
@Injectable()
export class OwnerStatementsHandler {
  private readonly logger = new Logger(OwnerStatementsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox,
  ) {}

  @JobHandler(OWNER_STATEMENTS_JOB)
  async makeStatements({ at }: OwnerSweepJob): Promise<OwnerStatementsResult> {
    const month = previousMonth(singaporeMonth(at ? new Date(at) : new Date()));
    let made = 0;
    for (const owner of await this.ownersWithout(month)) {
      const mail = await this.makeStatement(owner, month);
      if (!mail) continue;
      made += 1;
      await this.outbox.queue(mail);
    }
    if (made > 0) this.logger.log(`Made ${made} owner statements for ${month}`);
    return { month, made };
  }

  private async ownersWithout(month: string): Promise<OwnerEntity[]> {
    const em = this.em.fork();
    const done = await em.find(OwnerStatementEntity, { month }, { fields: ['owner'] });
    const doneIds = done.map((statement) => statement.owner.id);
    return em.find(OwnerEntity, { createdAt: { $lt: monthBounds(month).endsAt }, ...(doneIds.length ? { id: { $nin: doneIds } } : {}) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The statement and its mail, or null when another run made this owner's statement first. */
  private async makeStatement(owner: OwnerEntity, month: string): Promise<OutboundMailEntity | null> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const statement = new OwnerStatementEntity({ owner: tx.getReference(OwnerEntity, owner.id), month, content: await buildOwnerStatement(tx, owner.id, month) });
        const mail = new OutboundMailEntity({ kind: 'owner_statement', ownerStatement: statement }, owner.email);
        tx.persist([statement, mail]);
        await tx.flush();
        return mail;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }
}
