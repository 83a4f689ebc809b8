import request from 'supertest';
import { addDays, ArrearsReportSchema, BankImportSchema, BankLinePageSchema, BankLineSchema, singaporeDay, tenancyRentCode } from '@app/contracts';
import {
  AuditLogEntity,
  BANK_IMPORT_JOB,
  BankLineEntity,
  bankStatementKey,
  JobQueues,
  MediaStorage,
  OutboundMailEntity,
  RentChargeEntity,
  RentPaymentEntity,
  runBankImport,
} from '@app/core';
import { type TestAccount, useAppWithAccounts } from '../../testing/accounts';

const MAPPING = {
  dateColumn: 'Date',
  descriptionColumn: 'Description',
  amountStyle: 'signed',
  amountColumn: 'Amount',
  balanceColumn: 'Balance',
  dateOrder: 'ymd',
};
const NOT_THERE = '00000000-0000-4000-8000-000000000000';

/** Issue 31, step 2: bank statements imported once, matched by the rules, the queue staff work, and the arrears report. */
describe('bank reconciliation and arrears', () => {
  const app = useAppWithAccounts({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-bank` });
  const api = () => request(app.context.server);
  const em = () => app.accounts.em.fork();
  const sql = <T extends object[] = object[]>(query: string, params: unknown[] = []) => em().getConnection().execute<T>(query, params, 'all');
  const today = singaporeDay(new Date());
  /** Charges of the statement tests fall due later: none of them is in arrears. */
  const later = addDays(today, 10);
  let admin: TestAccount;
  let run = 0;

  beforeAll(async () => {
    admin = await app.accounts.create('admin');
  });

  async function tenancies(count: number, name = 'Tenant'): Promise<Array<{ id: string; code: string }>> {
    run += 1;
    const rows = await sql<Array<{ id: string; rent_number: number }>>(
      `insert into tenancies (address, tenant_name, tenant_email, tenant_phone, lease_start, lease_end, monthly_rent_cents)
       select 'Block ' || ? || '-' || n || ' Bank Road', ? || ' ' || n, 'bank' || ? || '-' || n || '@example.sg', '+65 9000 0001', '2026-01-01', '2099-12-31', 300000
         from generate_series(1, ?) n order by n returning id, rent_number`,
      [run, name, run, count],
    );
    return rows.map((row) => ({ id: row.id, code: tenancyRentCode(row.rent_number) }));
  }

  /** A charge with the rent reference pattern (HL + code + YYYYMM) of a month in 2099, open in full unless `openCents` says. */
  async function charge(tenancyId: string, reference: string, dueOn: string, amountCents: number, openCents = amountCents) {
    const [row] = await sql<Array<{ id: string }>>(
      `insert into rent_charges (tenancy_id, kind, period, reference, description, due_on, amount_cents, open_cents)
       values (?, 'one_off', null, ?, 'Rent', ?, ?, ?) returning id`,
      [tenancyId, reference, dueOn, amountCents, openCents],
    );
    return (row as { id: string }).id;
  }

  async function importFile(content: string, fileName: string, format = 'csv', mapping: unknown = null) {
    const started = BankImportSchema.parse(
      (await api().post('/api/admin/rent/bank-imports').set('Cookie', admin.cookie).send({ account: 'DBS Current 072-012345-6', format, mapping }).expect(201))
        .body,
    );
    expect(started.status).toBe('waiting');
    const queued = await api()
      .post(`/api/admin/rent/bank-imports/${started.id}/file`)
      .set('Cookie', admin.cookie)
      .attach('file', Buffer.from(content), fileName)
      .expect(202);
    expect(BankImportSchema.parse(queued.body)).toMatchObject({ id: started.id, status: 'queued', fileName });
    return runQueuedJob(started.id);
  }

  /** Runs the import's queued job as the worker does (no worker runs here), then reads the import as the page polls it. */
  async function runQueuedJob(importId: string) {
    const job = await app.context.app.get(JobQueues).queue(BANK_IMPORT_JOB.queue).getJob(BANK_IMPORT_JOB.jobId({ importId }));
    expect(job?.data).toMatchObject({ importId });
    await job?.remove();
    const storage = app.context.app.get(MediaStorage);
    expect(await storage.read(bankStatementKey(importId))).not.toBeNull();
    await runBankImport(em(), storage, importId);
    expect(await storage.read(bankStatementKey(importId))).toBeNull();
    return BankImportSchema.parse((await api().get(`/api/admin/rent/bank-imports/${importId}`).set('Cookie', admin.cookie).expect(200)).body);
  }

  const csvOf = (rows: Array<[string, string, number]>) => {
    let balance = 1_000_000;
    const lines = rows.map(([date, description, cents]) => {
      balance += cents;
      return `${date},"${description}",${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`;
    });
    return ['Date,Description,Amount,Balance', ...lines].join('\r\n');
  };

  it('imports the same 500-line CSV twice as 500 lines once; matches every line with a reference and the exact amount, never an ambiguous one', async () => {
    const exact = await tenancies(200, 'Exact');
    const exactCharges = await Promise.all(exact.map((t, i) => charge(t.id, `HL${t.code}209901`, later, 300_000 + i)));
    // Two open charges of one tenancy with the same amount, both named: ambiguous.
    const twice = await tenancies(25, 'Twice');
    for (const t of twice) {
      await charge(t.id, `HL${t.code}209901`, later, 250_000);
      await charge(t.id, `HL${t.code}209902`, addDays(later, 30), 250_000);
    }
    // Two tenancies' charges of the same amount named in one line: ambiguous too.
    const pairs = await tenancies(50, 'Pair');
    for (const t of pairs) await charge(t.id, `HL${t.code}209901`, later, 123_400);
    const partial = await tenancies(50, 'Partial');
    for (const t of partial) await charge(t.id, `HL${t.code}209901`, later, 300_000);

    const rows: Array<[string, string, number]> = [
      ...exact.map((t, i): [string, string, number] => [today, `PAYNOW TRANSFER HL${t.code}209901 EXACT ${i + 1}`, 300_000 + i]),
      ...twice.map((t): [string, string, number] => [today, `FAST HL${t.code}209901 HL${t.code}209902`, 250_000]),
      ...Array.from({ length: 25 }, (_, i): [string, string, number] => [
        today,
        `PAYNOW HL${pairs[2 * i]?.code}209901 HL${pairs[2 * i + 1]?.code}209901`,
        123_400,
      ]),
      ...partial.map((t): [string, string, number] => [today, `GIRO HL${t.code}209901 PART`, 100_000]),
      ...Array.from({ length: 100 }, (_, i): [string, string, number] => [today, `INCOMING TRANSFER NO REF ${i}`, 50_000 + i]),
      ...Array.from({ length: 100 }, (_, i): [string, string, number] => [today, `BANK CHARGE ${i}`, -(100 + i)]),
    ];
    expect(rows).toHaveLength(500);
    const file = csvOf(rows);

    const first = await importFile(file, 'statement.csv', 'csv', MAPPING);
    expect(first).toMatchObject({ status: 'done', totalLines: 500, addedLines: 500, duplicateLines: 0, matchedLines: 200, debitLines: 100, errors: [] });
    const second = await importFile(file, 'statement-again.csv');
    expect(second).toMatchObject({ status: 'done', totalLines: 500, addedLines: 0, duplicateLines: 500, matchedLines: 0 });
    expect(await em().count(BankLineEntity, {})).toBe(500);
    // A job run again after its matching was cut short matches only what is still unmatched: nothing is paid twice.
    await sql(`update bank_imports set status = 'matching' where id = ?`, [first.id]);
    await runBankImport(em(), app.context.app.get(MediaStorage), first.id);
    expect(await em().count(RentPaymentEntity, { bankLine: { $ne: null } })).toBe(200);

    const payments = await em().find(RentPaymentEntity, { bankLine: { $ne: null } });
    expect(payments).toHaveLength(200);
    expect(payments.every((payment) => payment.status === 'confirmed' && payment.method === 'paynow')).toBe(true);
    const open = await em().find(RentChargeEntity, { id: { $in: exactCharges } });
    expect(open.map((c) => c.openCents)).toEqual(exactCharges.map(() => 0));
    for (const group of [twice, pairs, partial]) {
      const untouched = await sql<Array<{ paid: number }>>(
        `select count(*)::int as paid from rent_charges where tenancy_id in (?) and open_cents < amount_cents`,
        [group.map((t) => t.id)],
      );
      expect(untouched[0]?.paid).toBe(0);
    }
    expect(await em().count(BankLineEntity, { status: 'unmatched' })).toBe(200);
    expect(await em().count(BankLineEntity, { status: 'debit' })).toBe(100);
    expect(await em().count(OutboundMailEntity, { kind: 'rent_receipt', rentPayment: { $in: payments.map((p) => p.id) } })).toBe(200);
    expect(await em().count(AuditLogEntity, { action: 'bank.line_matched' })).toBe(200);
  });

  it('refuses a file with a malformed line whole, by line number; asks a new bank for its columns; reads MT940', async () => {
    const before = await em().count(BankLineEntity, {});
    const broken = `${csvOf([
      [today, 'OK ONE', 1_000],
      [today, 'OK TWO', 2_000],
    ])}\r\nnot-a-date,"BAD",1.00,1.00\r\n${today},"BAD AMOUNT",abc,1.00`;
    const failed = await importFile(broken, 'broken.csv');
    expect(failed.status).toBe('failed');
    expect(failed.errors).toEqual([
      { line: 4, message: 'The date “not-a-date” is not a date' },
      { line: 5, message: 'The amount is not a number' },
    ]);
    expect(await em().count(BankLineEntity, {})).toBe(before);

    const newBank = await api().post('/api/admin/rent/bank-imports').set('Cookie', admin.cookie).send({ account: 'OCBC 555', format: 'csv' }).expect(400);
    expect(newBank.body.message).toBe('This bank is new: say which columns hold the date, amount and description first');
    await api().post(`/api/admin/rent/bank-imports/${NOT_THERE}/file`).set('Cookie', admin.cookie).attach('file', Buffer.from('x'), 'x.csv').expect(404);
    const binary = BankImportSchema.parse(
      (await api().post('/api/admin/rent/bank-imports').set('Cookie', admin.cookie).send({ account: 'DBS Current 072-012345-6', format: 'csv' }).expect(201))
        .body,
    );
    const refused = await api()
      .post(`/api/admin/rent/bank-imports/${binary.id}/file`)
      .set('Cookie', admin.cookie)
      .attach('file', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]), 'statement.pdf')
      .expect(400);
    expect(refused.body.message).toBe('This file is not a bank statement: upload the bank’s CSV or MT940 export as it was downloaded');
    expect(BankImportSchema.parse((await api().get(`/api/admin/rent/bank-imports/${binary.id}`).set('Cookie', admin.cookie).expect(200)).body).status).toBe(
      'waiting',
    );
    await api().post('/api/admin/rent/bank-imports').set('Cookie', admin.cookie).send({ account: 'x', format: 'pdf' }).expect(400);

    const [t] = await tenancies(1, 'Swift');
    const chargeId = await charge(t?.id as string, `HL${t?.code}209901`, later, 321_000);
    const yymmdd = today.slice(2).replace(/-/g, '');
    const mt940 = [
      ':20:STMT1',
      ':25:DBSSSGSG/0720123456',
      ':28C:00001/001',
      `:60F:C${yymmdd}SGD1000,00`,
      `:61:${yymmdd}C3210,00NTRFNONREF//FT1`,
      `:86:PAYNOW HL${t?.code}209901`,
      `:62F:C${yymmdd}SGD4210,00`,
    ].join('\n');
    const swift = await importFile(mt940, 'statement.sta', 'mt940');
    expect(swift).toMatchObject({ status: 'done', addedLines: 1, matchedLines: 1 });
    expect((await em().findOneOrFail(RentChargeEntity, { id: chargeId })).openCents).toBe(0);
  });

  it('removes the stored file and lifts the claim when an upload fails after it, so staff can upload again; storage down is a 503', async () => {
    const storage = app.context.app.get(MediaStorage);
    const started = BankImportSchema.parse(
      (
        await api()
          .post('/api/admin/rent/bank-imports')
          .set('Cookie', admin.cookie)
          .send({ account: 'UOB 451-000-1', format: 'csv', mapping: MAPPING })
          .expect(201)
      ).body,
    );
    const upload = () =>
      api()
        .post(`/api/admin/rent/bank-imports/${started.id}/file`)
        .set('Cookie', admin.cookie)
        .attach('file', Buffer.from(csvOf([[today, 'RETRIED UPLOAD', 1_000]])), 'retry.csv');
    const reread = async () =>
      BankImportSchema.parse((await api().get(`/api/admin/rent/bank-imports/${started.id}`).set('Cookie', admin.cookie).expect(200)).body);

    const put = jest.spyOn(storage, 'put').mockRejectedValueOnce(new Error('No space left on device'));
    const down = await upload().expect(503);
    put.mockRestore();
    expect(down.body.message).toBe('The file cannot be stored right now. Please try again in a moment.');
    expect(await reread()).toMatchObject({ status: 'waiting', fileName: '' });

    // Stored, then the database refuses to mark it queued.
    const connection = app.accounts.em.getConnection();
    const execute = connection.execute.bind(connection);
    const queuing = jest
      .spyOn(connection, 'execute')
      .mockImplementation(((query: string, ...rest: never[]) =>
        query.startsWith(`update bank_imports set status = 'queued'`)
          ? Promise.reject(new Error('Connection terminated'))
          : execute(query, ...rest)) as typeof execute);
    // A lost connection answers as the database being down (503).
    await upload().expect(503);
    queuing.mockRestore();
    expect(await storage.read(bankStatementKey(started.id))).toBeNull();
    expect(await reread()).toMatchObject({ status: 'waiting', fileName: '' });

    expect(BankImportSchema.parse((await upload().expect(202)).body)).toMatchObject({ status: 'queued', fileName: 'retry.csv' });
    expect(await runQueuedJob(started.id)).toMatchObject({ status: 'done', addedLines: 1 });
  });

  it('lets staff match, split, ignore and unmatch a queued credit, with suggestions, each audited', async () => {
    await sql(`update bank_lines set status = 'ignored' where status = 'unmatched'`);
    const [a, b] = await tenancies(2, 'Queue Person');
    const aCharge = await charge(a?.id as string, `HL${a?.code}209901`, today, 777_700);
    const bCharge = await charge(b?.id as string, `HL${b?.code}209901`, today, 100_000);
    const imported = await importFile(
      csvOf([
        [today, 'FAST FROM QUEUE PERSON 1', 777_700],
        [today, 'FAST FROM SOMEONE', 877_700],
        [today, 'REFUND OF DEPOSIT', 5_000],
      ]),
      'queue.csv',
    );
    expect(imported.matchedLines).toBe(0);
    const queue = BankLinePageSchema.parse(
      (await api().get('/api/admin/rent/bank-lines?status=unmatched&pageSize=100').set('Cookie', admin.cookie).expect(200)).body,
    );
    const line = (description: string) => queue.items.find((item) => item.description === description) as (typeof queue.items)[number];
    expect(line('FAST FROM QUEUE PERSON 1').suggestions[0]).toMatchObject({ chargeId: aCharge, reasons: ['amount', 'name', 'date'] });

    const matched = BankLineSchema.parse(
      (
        await api()
          .post(`/api/admin/rent/bank-lines/${line('FAST FROM QUEUE PERSON 1').id}/match`)
          .set('Cookie', admin.cookie)
          .send({ parts: [{ tenancyId: a?.id, chargeId: aCharge, amountCents: 777_700 }] })
          .expect(200)
      ).body,
    );
    expect(matched).toMatchObject({ status: 'matched', payments: [{ tenancyId: a?.id, amountCents: 777_700, status: 'confirmed' }] });
    await api()
      .post(`/api/admin/rent/bank-lines/${matched.id}/match`)
      .set('Cookie', admin.cookie)
      .send({ parts: [{ tenancyId: a?.id, amountCents: 777_700 }] })
      .expect(409);

    const splitUrl = `/api/admin/rent/bank-lines/${line('FAST FROM SOMEONE').id}/match`;
    const wrongSum = await api()
      .post(splitUrl)
      .set('Cookie', admin.cookie)
      .send({ parts: [{ tenancyId: a?.id, amountCents: 1 }] })
      .expect(400);
    expect(wrongSum.body.message).toBe('The parts must add up to the bank line’s amount');
    const split = BankLineSchema.parse(
      (
        await api()
          .post(splitUrl)
          .set('Cookie', admin.cookie)
          .send({
            parts: [
              { tenancyId: b?.id, chargeId: bCharge, amountCents: 100_000 },
              { tenancyId: a?.id, amountCents: 777_700 },
            ],
          })
          .expect(200)
      ).body,
    );
    expect(split.payments.map((payment) => payment.amountCents).sort()).toEqual([100_000, 777_700]);
    expect((await em().findOneOrFail(RentChargeEntity, { id: bCharge })).openCents).toBe(0);

    const unmatched = BankLineSchema.parse((await api().post(`/api/admin/rent/bank-lines/${split.id}/unmatch`).set('Cookie', admin.cookie).expect(200)).body);
    expect(unmatched).toMatchObject({ status: 'unmatched' });
    expect(unmatched.payments.map((payment) => payment.status)).toEqual(['rejected', 'rejected']);
    expect((await em().findOneOrFail(RentChargeEntity, { id: bCharge })).openCents).toBe(100_000);
    expect(await em().count(AuditLogEntity, { action: 'bank.line_unmatched', actorId: admin.user.id })).toBe(2);

    const refund = line('REFUND OF DEPOSIT');
    const ignored = BankLineSchema.parse(
      (await api().post(`/api/admin/rent/bank-lines/${refund.id}/ignore`).set('Cookie', admin.cookie).send({ reason: 'Deposit refund, not rent' }).expect(200))
        .body,
    );
    expect(ignored).toMatchObject({ status: 'ignored', ignoredReason: 'Deposit refund, not rent' });
    expect(await em().count(AuditLogEntity, { action: 'bank.line_ignored', targetId: refund.id })).toBe(1);
    await api().post(`/api/admin/rent/bank-lines/${NOT_THERE}/ignore`).set('Cookie', admin.cookie).send({ reason: 'Not there' }).expect(404);
  });

  it('reports arrears per tenancy in buckets by days past the due day, equal to a hand-computed fixture, and as CSV', async () => {
    await sql(`update rent_charges set open_cents = 0 where due_on < ?`, [today]);
    const [x, y] = await tenancies(2, 'Arrears');
    const X = x as { id: string; code: string };
    const Y = y as { id: string; code: string };
    // Days overdue → bucket: 0 (due today) none; 1, 7 → 1–7; 8, 30 → 8–30; 31, 60 → 31–60; 61 → over 60.
    await charge(X.id, `HL${X.code}X1`, today, 99_999);
    await charge(X.id, `HL${X.code}X2`, addDays(today, -1), 1_000);
    await charge(X.id, `HL${X.code}X3`, addDays(today, -7), 2_000);
    await charge(X.id, `HL${X.code}X4`, addDays(today, -8), 3_000);
    await charge(X.id, `HL${X.code}X5`, addDays(today, -30), 4_000, 1_500);
    await charge(Y.id, `HL${Y.code}X1`, addDays(today, -31), 5_000);
    await charge(Y.id, `HL${Y.code}X2`, addDays(today, -60), 6_000);
    await charge(Y.id, `HL${Y.code}X3`, addDays(today, -61), 7_000);
    await charge(Y.id, `HL${Y.code}X4`, addDays(today, -400), 8_000, 0);

    const report = ArrearsReportSchema.parse((await api().get('/api/admin/rent/arrears').set('Cookie', admin.cookie).expect(200)).body);
    expect(report.items).toEqual([
      { tenancyId: Y.id, tenantName: 'Arrears 2', unit: expect.any(String), days1To7: 0, days8To30: 0, days31To60: 11_000, over60: 7_000, totalCents: 18_000 },
      { tenancyId: X.id, tenantName: 'Arrears 1', unit: expect.any(String), days1To7: 3_000, days8To30: 4_500, days31To60: 0, over60: 0, totalCents: 7_500 },
    ]);
    expect(report.totals).toEqual({ days1To7: 3_000, days8To30: 4_500, days31To60: 11_000, over60: 7_000, totalCents: 25_500 });

    const csv = await api().get('/api/admin/rent/arrears/export').set('Cookie', admin.cookie).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tenant,Unit,1–7 days (S$),8–30 days (S$),31–60 days (S$),Over 60 days (S$),Total overdue (S$),Ledger');
    expect(lines[1]).toMatch(new RegExp(`^Arrears 2,.*,0\\.00,0\\.00,110\\.00,70\\.00,180\\.00,http.*/admin/tenancies/rent/${Y.id}$`));
    expect(lines).toHaveLength(3);
  });
});
