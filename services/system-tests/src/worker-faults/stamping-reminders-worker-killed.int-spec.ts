import { STAMPING_REMINDERS_JOB } from '@app/core';
import { type SweepRun, WorkerFaultStack } from './worker-fault-stack';

/** Agreements signed in Singapore on 1 June 2027, due to be stamped by 15 June; the sweep runs on 12 June (3 days before). */
const AGREEMENTS = 600;
const RUN_AT = '2027-06-12T09:00:00+08:00';
const REMINDERS_RUN: SweepRun = { job: STAMPING_REMINDERS_JOB, at: RUN_AT, table: 'stamping_reminders' };

/**
 * Issue 34: staff are reminded to stamp each agreement once, with one mail, by two worker processes, one of them
 * SIGKILLed in the middle of the run; stamped and duty-exempt agreements get none.
 */
describe('stamping reminders with two workers, one killed mid-run (worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;
  const workerSettings = { WORKER_QUEUES: 'tenancies', WORKER_CONCURRENCY: '1', STAFF_NOTIFY_EMAIL: 'staff@harbourline.test' };

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('stamping_reminders', { WORKER_QUEUES: 'tenancies' });
    const lease = { lease_start: '2027-07-01', lease_end: '2029-06-30', signed_on: '2027-06-01' };
    await stack.insertTenancies(AGREEMENTS, 'Stamping Unit ', { ...lease, monthly_rent_cents: 320000 });
    await stack.insertTenancies(3, 'Stamped Unit ', { ...lease, monthly_rent_cents: 320000, stamped_on: '2027-06-05' });
    await stack.insertTenancies(3, 'Exempt Room ', { ...lease, monthly_rent_cents: 8000 });
  }, 120_000);
  afterAll(() => stack?.close());

  it('writes one reminder and one mail per agreement, although the first worker was killed mid-run', async () => {
    const madeBeforeKill = await stack.killWorkerMidSweep(workerSettings, REMINDERS_RUN);
    expect(madeBeforeKill).toBeLessThan(AGREEMENTS);

    await stack.finishSweepWithTwoWorkers(workerSettings, REMINDERS_RUN, AGREEMENTS);
    await stack.queues.add(STAMPING_REMINDERS_JOB, { at: '2027-06-14T09:00:00+08:00' });
    await stack.queueSettled('tenancies', 'a later run before the deadline');

    expect(await stack.count(`select count(*) as n from stamping_reminders where deadline = '2027-06-15'`)).toBe(AGREEMENTS);
    expect(
      await stack.count(`select count(*) as n from stamping_reminders r join tenancies t on t.id = r.tenancy_id where t.address not like 'Stamping Unit %'`),
    ).toBe(0);
    expect(await stack.count(`select count(*) as n from outbound_mails where kind = 'stamping_reminder' and recipient = 'staff@harbourline.test'`)).toBe(
      AGREEMENTS,
    );
    expect(
      await stack.count(`select count(*) as n from stamping_reminders r left join outbound_mails m on m.stamping_reminder_id = r.id where m.id is null`),
    ).toBe(0);
  }, 300_000);
});
