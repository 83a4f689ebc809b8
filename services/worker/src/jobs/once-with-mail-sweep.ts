import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OwnerSweepJob } from '@app/contracts';
import { MailOutbox, OutboundMailEntity, type MailSubject } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';

type RowWithMail = { row: object; mail: OutboundMailEntity };

/**
 * Base of the sweeps that write one row with its mail per due item (owner statements, reminders) once, whatever the
 * number of workers and runs: a unique index on the row refuses a second, and its mail is written in the same
 * transaction.
 */
@Injectable()
export abstract class OnceWithMailSweep {
  protected readonly logger = new Logger(this.constructor.name);

  constructor(
    protected readonly em: EntityManager,
    private readonly outbox: MailOutbox,
    @Inject(WORKER_CONFIG) protected readonly config: WorkerConfig,
  ) {}

  /** The moment the sweep runs for: the job's `at` (a test's clock), else now. */
  protected sweptAt({ at }: OwnerSweepJob): Date {
    return at ? new Date(at) : new Date();
  }

  /** A reminder mail to staff (STAFF_NOTIFY_EMAIL; none configured, it stays unsent). */
  protected mailToStaff(subject: MailSubject): OutboundMailEntity {
    return new OutboundMailEntity(subject, this.config.STAFF_NOTIFY_EMAIL ?? null);
  }

  /**
   * For each item, writes its row and mail in one transaction, or nothing when a unique index says another run wrote
   * that row first; each mail is queued after its commit (the outbox reconciler queues it should this worker die in
   * between). Answers how many it wrote.
   */
  protected async writeEachOnce<T>(items: T[], make: (item: T, tx: EntityManager) => Promise<RowWithMail>): Promise<number> {
    let written = 0;
    for (const item of items) {
      const mail = await this.writeOnce((tx) => make(item, tx));
      if (!mail) continue;
      written += 1;
      await this.outbox.queue(mail);
    }
    return written;
  }

  private async writeOnce(make: (tx: EntityManager) => Promise<RowWithMail>): Promise<OutboundMailEntity | null> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const { row, mail } = await make(tx);
        tx.persist([row, mail]);
        await tx.flush();
        return mail;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }
}
