import { RENT_CHARGES_JOB, RENT_REMINDERS_JOB } from '@app/core';
import { WorkerFaultStack } from './worker-fault-stack';

/** Tenancies of S$3,000 a month from 1 March 2027, due on the 1st (far from the real today: the sweeps are given their day). */
const TENANCIES = 600;
/** Charges are posted 3 days before they are due. */
const CHARGE_RUN_AT = '2027-02-26T09:00:00+08:00';
/** One run per reminder step: 3 days before, on the day, 1, 7 and 14 days after. */
const REMINDER_RUNS = ['2027-02-26', '2027-03-01', '2027-03-02', '2027-03-08', '2027-03-15'].map((day) => `${day}T09:00:00+08:00`);
/** Tenancies that pay before the 7-day step: they get 3 reminders, not 5. */
const PAID_EARLY = 100;

/**
 * Issue 31: the charge sweep makes exactly one rent charge per tenancy and month, and the reminder sweep sends each
 * step at most once per charge, with two worker processes, one of them SIGKILLed in the middle of a reminder run.
 */
describe('rent charges and reminders with two workers, one killed mid-run (worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;
  const workerSettings = { WORKER_QUEUES: 'tenancies', WORKER_CONCURRENCY: '1' };

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('rent_sweeps', { WORKER_QUEUES: 'tenancies' });
    await stack.insertTenancies(TENANCIES, 'Rent Unit ', { lease_start: '2027-03-01', lease_end: '2028-02-29', monthly_rent_cents: 300000 });
  }, 120_000);
  afterAll(() => stack?.close());

  it('posts one charge per tenancy for the month, however many workers run the sweep how often', async () => {
    await Promise.all([stack.startWorker(workerSettings), stack.startWorker(workerSettings)]);
    await Promise.all([1, 2, 3].map(() => stack.queues.add(RENT_CHARGES_JOB, { at: CHARGE_RUN_AT })));
    await stack.queueSettled('tenancies', 'the charge sweeps');

    expect(await stack.count(`select count(*) as n from rent_charges`)).toBe(TENANCIES);
    expect(
      await stack.count(`select count(distinct tenancy_id) as n from rent_charges where period = '2027-03' and kind = 'rent' and due_on = '2027-03-01'`),
    ).toBe(TENANCIES);
    expect(await stack.count(`select count(*) as n from rent_charges where amount_cents <> 300000 or open_cents <> 300000`)).toBe(0);
    expect(await stack.count(`select count(*) as n from audit_log where action = 'rent.charge_posted'`)).toBe(TENANCIES);
  }, 300_000);

  it('sends each reminder step once per unpaid charge, across a SIGKILL, and none after the charge is paid', async () => {
    const beforeKill = await stack.killWorkerMidSweep(workerSettings, { job: RENT_REMINDERS_JOB, at: REMINDER_RUNS[0], table: 'rent_reminders' });
    expect(beforeKill).toBeLessThan(TENANCIES);

    for (const [index, at] of REMINDER_RUNS.entries()) {
      if (index === 3) {
        await stack.query(`update rent_charges set open_cents = 0 where id in (select id from rent_charges order by reference limit ${PAID_EARLY})`);
      }
      await Promise.all([1, 2, 3].map(() => stack.queues.add(RENT_REMINDERS_JOB, { at })));
      await stack.queueSettled('tenancies', `the reminder runs of ${at}`);
    }

    const expected = TENANCIES * 5 - PAID_EARLY * 2;
    expect(await stack.count(`select count(*) as n from rent_reminders`)).toBe(expected);
    expect(await stack.count(`select count(*) as n from (select charge_id, step from rent_reminders group by charge_id, step having count(*) > 1) twice`)).toBe(
      0,
    );
    expect(await stack.count(`select count(*) as n from outbound_mails where kind = 'rent_reminder'`)).toBe(expected);
    expect(await stack.count(`select count(*) as n from rent_reminders r left join outbound_mails m on m.rent_reminder_id = r.id where m.id is null`)).toBe(0);
    expect(
      (await stack.query<{ step: number; n: string }>(`select step, count(*) as n from rent_reminders group by step order by step`)).map((row) => [
        row.step,
        Number(row.n),
      ]),
    ).toEqual([
      [-3, TENANCIES],
      [0, TENANCIES],
      [1, TENANCIES],
      [7, TENANCIES - PAID_EARLY],
      [14, TENANCIES - PAID_EARLY],
    ]);
  }, 600_000);
});
