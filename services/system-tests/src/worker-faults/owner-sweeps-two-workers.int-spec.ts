import { LEASE_REMINDERS_JOB, OWNER_STATEMENTS_JOB } from '@app/core';
import { type SweepRun, WorkerFaultStack } from './worker-fault-stack';

/** Owners, each with one unit let for S$3,000 a month at a 10% fee, and one S$123.45 repair done in May 2027. */
const OWNERS = 600;
/** The clock of the sweeps, given in their payload: 1 June 2027, 00:30 in Singapore, so the statements are May's. */
const STATEMENT_RUN_AT = '2027-06-01T00:30:00+08:00';
/** Lease reminder runs 30 days apart; leases end 90, 60 and 30 days after the first (all far from the real today). */
const REMINDER_RUNS = ['2027-06-01T09:00:00+08:00', '2027-07-01T09:00:00+08:00', '2027-07-31T09:00:00+08:00'];
const LEASE_ENDS = { '2027-08-30': 'ends in 90 days', '2027-07-31': 'ends in 60 days', '2027-07-01': 'ends in 30 days' } as const;
const STATEMENTS_RUN: SweepRun = { job: OWNER_STATEMENTS_JOB, at: STATEMENT_RUN_AT, table: 'owner_statements' };

/**
 * Issue 25, step 2: the monthly statements and the lease reminders are made exactly once per owner and month, per lease
 * and step, with one mail each, by two worker processes, one of them SIGKILLed in the middle of the statements run.
 */
describe('owner statements and lease reminders with two workers, one killed mid-run (worker processes, PostgreSQL, Redis)', () => {
  let stack: WorkerFaultStack;
  const workerSettings = { WORKER_QUEUES: 'tenancies', WORKER_CONCURRENCY: '1', STAFF_NOTIFY_EMAIL: 'staff@harbourline.test' };

  beforeAll(async () => {
    stack = await WorkerFaultStack.start('owner_sweeps', { WORKER_QUEUES: 'tenancies' });
    await stack.query(
      `insert into owners (name, email, phone, portal_url) select 'Owner ' || n, 'owner' || n || '@example.sg', '+65 9000 0000', 'http://127.0.0.1/portal' from generate_series(1, ${OWNERS}) n`,
    );
    await stack.query(
      `insert into owner_units (owner_id, address, management_fee_basis_points) select id, 'Sweep Unit ' || substring(email from 'owner([0-9]+)@'), 1000 from owners`,
    );
    await stack.insertTenancies(OWNERS, 'Sweep Unit ', { lease_start: '2027-01-01', lease_end: '2028-12-31', monthly_rent_cents: 300000 });
    await stack.query(
      `insert into maintenance_requests (tenancy_id, category, urgency, description, status, cost_cents, response_due_at, done_at) select id, 'plumbing', 'routine', 'The tap leaks', 'done', 12345, now(), '2027-05-15T04:00:00Z' from tenancies where address like 'Sweep Unit %'`,
    );
    for (const [leaseEnd, name] of Object.entries(LEASE_ENDS)) {
      await stack.query(
        `insert into tenancies (address, tenant_name, tenant_email, tenant_phone, lease_start, lease_end, monthly_rent_cents) values ('Lease that ${name}', 'Tenant', 'lease@example.sg', '+65 9000 0002', '2026-01-01', '${leaseEnd}', 250000)`,
      );
    }
  }, 120_000);
  afterAll(() => stack?.close());

  it('makes one statement per owner for the month, each with its one mail, although the first worker was killed mid-run', async () => {
    const madeBeforeKill = await stack.killWorkerMidSweep(workerSettings, STATEMENTS_RUN);
    expect(madeBeforeKill).toBeLessThan(OWNERS);

    await stack.finishSweepWithTwoWorkers(workerSettings, STATEMENTS_RUN, OWNERS);

    expect(await stack.count(`select count(*) as n from owner_statements`)).toBe(OWNERS);
    expect(await stack.count(`select count(distinct owner_id) as n from owner_statements where month = '2027-05'`)).toBe(OWNERS);
    expect(await stack.count(`select count(*) as n from outbound_mails where kind = 'owner_statement'`)).toBe(OWNERS);
    expect(await stack.count(`select count(*) as n from owner_statements s left join outbound_mails m on m.owner_statement_id = s.id where m.id is null`)).toBe(
      0,
    );
    const totals = await stack.query<{ totals: unknown }>(`select distinct content -> 'totals' as totals from owner_statements`);
    // On rent received (issue 31): no rent was charged or paid here, so no fee, and the repair comes off the net.
    expect(totals).toEqual([
      { totals: { rentDue: 3000, rentReceived: 0, arrearsCarriedForward: 0, repairCosts: 123.45, managementFee: 0, gst: 0, net: -123.45 } },
    ]);
  }, 300_000);

  it('reminds staff of each lease once per step, however many workers run the sweep how often', async () => {
    for (const at of REMINDER_RUNS) {
      await Promise.all([
        stack.queues.add(LEASE_REMINDERS_JOB, { at }),
        stack.queues.add(LEASE_REMINDERS_JOB, { at }),
        stack.queues.add(LEASE_REMINDERS_JOB, { at }),
      ]);
      await stack.queueSettled('tenancies', `the reminder runs of ${at}`);
    }
    const reminders = await stack.query<{ address: string; days_before: number }>(
      `select t.address, r.days_before from lease_reminders r join tenancies t on t.id = r.tenancy_id order by t.address, r.days_before desc`,
    );
    expect(reminders.map((row) => `${row.address}: ${row.days_before}`)).toEqual([
      'Lease that ends in 30 days: 30',
      'Lease that ends in 60 days: 60',
      'Lease that ends in 60 days: 30',
      'Lease that ends in 90 days: 90',
      'Lease that ends in 90 days: 60',
      'Lease that ends in 90 days: 30',
    ]);
    expect(await stack.count(`select count(*) as n from outbound_mails where kind = 'lease_reminder' and recipient = 'staff@harbourline.test'`)).toBe(6);
    expect(await stack.count(`select count(*) as n from lease_reminders r left join outbound_mails m on m.lease_reminder_id = r.id where m.id is null`)).toBe(
      0,
    );
  }, 300_000);
});
