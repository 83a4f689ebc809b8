import { DEPOSIT_REMINDERS_JOB } from '@app/core';
import { WorkerFaultStack } from './worker-fault-stack';

/** Deposits handed back on 24 February 2027: their refund falls due 14 days later, on 10 March. */
const DEPOSITS = 400;
/** Of them, refunded before any reminder: never reminded. */
const REFUNDED = 50;
/** 3 days before the deadline, the day after, and the deadline itself. */
const RUNS = ['2027-03-07', '2027-03-08', '2027-03-10'].map((day) => `${day}T09:00:00+08:00`);

/**
 * Issue 34: staff's reminder before a deposit's refund deadline goes once per deposit, with two worker processes and one
 * of them SIGKILLed in the middle of a run (the unique reminder row, written with its mail in one transaction).
 */
describe('deposit refund reminders with two workers, one killed mid-run (worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;
  const workerSettings = { WORKER_QUEUES: 'tenancies', WORKER_CONCURRENCY: '1', STAFF_NOTIFY_EMAIL: 'office@example.sg' };

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('deposit_reminders', { WORKER_QUEUES: 'tenancies' });
    await stack.insertTenancies(DEPOSITS, 'Deposit Unit ', { lease_start: '2026-02-25', lease_end: '2027-02-24', monthly_rent_cents: 300000 });
    await stack.query(
      `insert into tenancy_deposits (tenancy_id, amount_cents, holder, received_on, handback_on, refund_deadline_on)
       select id, 600000, 'company', '2026-02-25', '2027-02-24', '2027-03-10' from tenancies`,
    );
    await stack.query(
      `update tenancy_deposits set refunded_on = '2027-03-01', refund_cents = 600000
        where id in (select id from tenancy_deposits order by id limit ${REFUNDED})`,
    );
  }, 120_000);
  afterAll(() => stack?.close());

  it('reminds staff once per deposit not yet refunded, across a SIGKILL and repeated runs', async () => {
    const beforeKill = await stack.killWorkerMidSweep(workerSettings, { job: DEPOSIT_REMINDERS_JOB, at: RUNS[0], table: 'deposit_refund_reminders' });
    expect(beforeKill).toBeLessThan(DEPOSITS - REFUNDED);

    await Promise.all([stack.startWorker(workerSettings), stack.startWorker(workerSettings)]);
    for (const at of RUNS) {
      await Promise.all([1, 2, 3].map(() => stack.queues.add(DEPOSIT_REMINDERS_JOB, { at })));
      await stack.queueSettled('tenancies', `the reminder runs of ${at}`);
    }

    const expected = DEPOSITS - REFUNDED;
    expect(await stack.count(`select count(*) as n from deposit_refund_reminders`)).toBe(expected);
    expect(await stack.count(`select count(*) as n from outbound_mails where kind = 'deposit_refund_reminder'`)).toBe(expected);
    expect(
      await stack.count(
        `select count(*) as n from deposit_refund_reminders r left join outbound_mails m on m.deposit_refund_reminder_id = r.id where m.id is null`,
      ),
    ).toBe(0);
    expect(
      await stack.count(`select count(*) as n from deposit_refund_reminders r join tenancy_deposits d on d.id = r.deposit_id where d.refunded_on is not null`),
    ).toBe(0);
  }, 600_000);
});
