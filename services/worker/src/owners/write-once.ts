import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailOutbox, OutboundMailEntity } from '@app/core';

type RowWithMail = { row: object; mail: OutboundMailEntity };

/**
 * For each item, writes its row and mail in one transaction, or nothing when a unique index says another run wrote that
 * row first; each mail is queued after its commit (the outbox reconciler queues it should this worker die in between).
 * How statements and reminders are made once, whatever the number of workers and runs. Answers how many it wrote.
 */
export async function writeEachOnceWithMail<T>(
  em: EntityManager,
  outbox: MailOutbox,
  items: T[],
  make: (item: T, tx: EntityManager) => Promise<RowWithMail>,
): Promise<number> {
  let written = 0;
  for (const item of items) {
    const mail = await writeOnce(em, (tx) => make(item, tx));
    if (!mail) continue;
    written += 1;
    await outbox.queue(mail);
  }
  return written;
}

async function writeOnce(em: EntityManager, make: (tx: EntityManager) => Promise<RowWithMail>): Promise<OutboundMailEntity | null> {
  try {
    return await em.fork().transactional(async (tx) => {
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
