import { Injectable } from '@nestjs/common';
import { monthBounds, type OwnerSweepJob, previousMonth, singaporeMonth } from '@app/contracts';
import { buildOwnerStatement, OutboundMailEntity, OwnerEntity, OwnerStatementEntity, OWNER_STATEMENTS_JOB, statementSettings } from '@app/core';
import { JobHandler } from '../jobs/job-handler.decorator';
import { OnceWithMailSweep } from '../jobs/once-with-mail-sweep';

export type OwnerStatementsResult = { month: string; made: number };

/**
 * Makes last month's statement of every owner who has none (owners linked before that month ended). Each statement is
 * written with its mail in one transaction, and the unique owner and month refuses a second: a worker killed mid-run
 * leaves whole statements or none, and a second worker, a retry or the next hourly run makes only what is missing.
 */
@Injectable()
export class OwnerStatementsHandler extends OnceWithMailSweep {
  @JobHandler(OWNER_STATEMENTS_JOB)
  async makeStatements(job: OwnerSweepJob): Promise<OwnerStatementsResult> {
    const month = previousMonth(singaporeMonth(this.sweptAt(job)));
    const made = await this.writeEachOnce(await this.ownersWithout(month), async (owner, tx) => {
      const statement = new OwnerStatementEntity({
        owner: tx.getReference(OwnerEntity, owner.id),
        month,
        content: await buildOwnerStatement(tx, owner.id, month, statementSettings(this.config)),
      });
      return { row: statement, mail: new OutboundMailEntity({ kind: 'owner_statement', ownerStatement: statement }, owner.email) };
    });
    if (made > 0) this.logger.log(`Made ${made} owner statements for ${month}`);
    return { month, made };
  }

  private async ownersWithout(month: string): Promise<OwnerEntity[]> {
    const em = this.em.fork();
    const done = await em.find(OwnerStatementEntity, { month }, { fields: ['owner'] });
    const doneIds = done.map((statement) => statement.owner.id);
    return em.find(
      OwnerEntity,
      { createdAt: { $lt: monthBounds(month).endsAt }, ...(doneIds.length ? { id: { $nin: doneIds } } : {}) },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }
}
