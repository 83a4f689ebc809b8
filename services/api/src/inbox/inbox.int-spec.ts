import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import {
  encodeCursor,
  EnquiryDetailSchema,
  EnquiryPageSchema,
  ErasureResultSchema,
  InboxCountsSchema,
  type MailStatus,
  StaffListSchema,
  SubscriberPageSchema,
} from '@app/contracts';
import {
  AuditLogEntity,
  ContactEnquiryEntity,
  ContactEnquiryEventEntity,
  JobQueues,
  NewsletterSubscriberEntity,
  OutboundMailEntity,
  SEND_MAIL_JOB,
} from '@app/core';
import { accountFactory } from '../testing/accounts';
import { cookiesOf, createStaffAccounts, type StaffAccounts } from '../testing/staff-accounts';
import { adminsOnly, type Caller, everyStaffRole } from '../testing/role-matrix';
import { createTestApp, useTestApp } from '../testing/test-app';

const ROLES_AND_ANONYMOUS: Caller[] = ['anonymous', 'content_manager', 'admin', 'super_admin'];
const DAY = 86_400_000;
const MAIL_SETTINGS = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Harbourline <hello@harbourline.test>' };
const REPLY = { subject: 'Your enquiry to Harbourline Property Management', text: 'Dear Rachel,\nThank you for your message.' };

describe('staff inbox API', () => {
  let em: EntityManager;
  let actors: StaffAccounts;

  // Its own Redis prefix: no worker of another test file takes these jobs.
  // Mail configured: replies can be e-mailed (the API only checks the settings; the worker sends).
  const context = useTestApp({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-inbox`, ...MAIL_SETTINGS });
  beforeAll(async () => {
    em = context.app.get(EntityManager).fork();
    const accounts = await accountFactory(context.app);
    actors = await createStaffAccounts(accounts);
  });

  const api = () => request(context.server);
  const as = (caller: Caller) => cookiesOf(actors, caller);

  /**
   * Stores enquiries straight in the database, each with a marker in its message that searches can find, and each
   * with its staff notification in the outbox (sent by default, so no worker of another test file sends it).
   */
  async function storeEnquiries(
    count: number,
    fields: Partial<ContactEnquiryEntity> = {},
    notification: { status: MailStatus; lastError?: string } = { status: 'sent' },
  ) {
    const marker = `marker${randomBytes(5).toString('hex')}`;
    const enquiries = Array.from({ length: count }, (_, index) => {
      const enquiry = new ContactEnquiryEntity({
        name: `Visitor ${index}`,
        email: `visitor-${index}-${marker}@example.sg`,
        phone: `+65 9000 ${String(index).padStart(4, '0')}`,
        service: 'property-management',
        message: `Please call me about my condo, ${marker}.`,
        consentTextVersion: '2026-11-1',
        consentedAt: new Date(),
        clientAddress: '198.51.100.7',
        userAgent: null,
      });
      return Object.assign(enquiry, { createdAt: new Date(Date.now() - (count - index) * 60_000) }, fields);
    });
    const notifications = enquiries.map((enquiry) =>
      Object.assign(new OutboundMailEntity({ kind: 'enquiry_notification', enquiry }, 'staff@harbourline.test'), notification),
    );
    await em.persistAndFlush([...enquiries, ...notifications]);
    return { marker, enquiries };
  }

  describe('role matrix', () => {
    const cases: Array<[string, (id: string) => request.Test, Record<Caller, number>]> = [
      ['GET /api/admin/enquiries', () => api().get('/api/admin/enquiries'), everyStaffRole(200)],
      ['GET /api/admin/enquiries/counts', () => api().get('/api/admin/enquiries/counts'), everyStaffRole(200)],
      ['GET /api/admin/enquiries/staff', () => api().get('/api/admin/enquiries/staff'), everyStaffRole(200)],
      ['GET /api/admin/enquiries/:id', (id) => api().get(`/api/admin/enquiries/${id}`), everyStaffRole(200)],
      ['POST /api/admin/enquiries/:id/status', (id) => api().post(`/api/admin/enquiries/${id}/status`).send({ status: 'open' }), everyStaffRole(200)],
      ['POST /api/admin/enquiries/:id/assign', (id) => api().post(`/api/admin/enquiries/${id}/assign`).send({ assigneeId: null }), everyStaffRole(200)],
      [
        'POST /api/admin/enquiries/:id/notes',
        (id) => api().post(`/api/admin/enquiries/${id}/notes`).send({ text: 'Called back, no answer.' }),
        everyStaffRole(200),
      ],
      ['POST /api/admin/enquiries/:id/reply', (id) => api().post(`/api/admin/enquiries/${id}/reply`).send(REPLY), everyStaffRole(200)],
      ['POST /api/admin/enquiries/:id/retry-notification', (id) => api().post(`/api/admin/enquiries/${id}/retry-notification`), everyStaffRole(200)],
      ['GET /api/admin/enquiries/export.csv', () => api().get('/api/admin/enquiries/export.csv?status=spam'), adminsOnly(200)],
      ['POST /api/admin/privacy/erasure', () => api().post('/api/admin/privacy/erasure').send({ email: 'nobody@example.sg' }), adminsOnly(200)],
      ['GET /api/admin/newsletter/subscribers', () => api().get('/api/admin/newsletter/subscribers'), everyStaffRole(200)],
      ['GET /api/admin/newsletter/subscribers/confirmed.csv', () => api().get('/api/admin/newsletter/subscribers/confirmed.csv'), adminsOnly(200)],
      [
        'POST /api/admin/marketing/opt-outs',
        () => api().post('/api/admin/marketing/opt-outs').send({ channel: 'phone', address: '+65 6123 4567' }),
        everyStaffRole(201),
      ],
    ];
    for (const [route, send, expected] of cases) {
      it.each(ROLES_AND_ANONYMOUS)(`${route} as %s`, async (caller) => {
        const { enquiries } = await storeEnquiries(1, {}, { status: 'failed', lastError: 'Connection refused' });
        const response = await send(enquiries[0]!.id).set('Cookie', as(caller));
        expect(response.status).toBe(expected[caller]);
        if (response.status >= 400) expect(typeof response.body.error).toBe('string');
      });
    }
  });

  /** One page of the inbox as `query` asks for it, as a content manager. */
  const inboxPage = async (query: Record<string, string | number>) =>
    EnquiryPageSchema.parse((await api().get('/api/admin/enquiries').query(query).set('Cookie', as('content_manager')).expect(200)).body);

  it('lists newest first, a page at a time by cursor, with the total and no cursor past either end', async () => {
    const { marker, enquiries } = await storeEnquiries(5);
    const first = await inboxPage({ q: marker, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, totalIsCapped: false, pageSize: 2, previous: null });
    expect(first.items.map((item) => item.name)).toEqual(['Visitor 4', 'Visitor 3']);
    const second = await inboxPage({ q: marker, pageSize: 2, after: first.next! });
    expect(second.items.map((item) => item.name)).toEqual(['Visitor 2', 'Visitor 1']);
    const last = await inboxPage({ q: marker, pageSize: 2, after: second.next! });
    expect(last.items.map((item) => item.id)).toEqual([enquiries[0]!.id]);
    expect(last.items[0]).toMatchObject({ status: 'new', assignee: null, replyClock: { overdue: false } });
    expect(last).toMatchObject({ next: null, total: 5 });
    const back = await inboxPage({ q: marker, pageSize: 2, before: last.previous! });
    expect(back.items.map((item) => item.name)).toEqual(['Visitor 2', 'Visitor 1']);
    expect(back.next).not.toBeNull();
  });

  it('pages through enquiries received at the same instant by id, each once, both ways', async () => {
    const sameInstant = new Date(Date.now() - 3_600_000);
    const { marker } = await storeEnquiries(7, { createdAt: sameInstant });
    const forward: string[] = [];
    let page = await inboxPage({ q: marker, pageSize: 3 });
    const pages = [page];
    for (; page.next; pages.push(page)) {
      forward.push(...page.items.map((item) => item.id));
      page = await inboxPage({ q: marker, pageSize: 3, after: page.next });
    }
    forward.push(...page.items.map((item) => item.id));
    expect(forward).toEqual([...forward].sort().reverse());
    expect(new Set(forward).size).toBe(7);
    expect(pages.map((each) => each.items.length)).toEqual([3, 3, 1]);
    const middle = await inboxPage({ q: marker, pageSize: 3, before: page.previous! });
    expect(middle.items.map((item) => item.id)).toEqual(forward.slice(3, 6));
    // Back from the middle reaches the newest: the full first page, with no page before it.
    const newest = await inboxPage({ q: marker, pageSize: 3, before: middle.previous! });
    expect(newest).toMatchObject({ previous: null, next: pages[0]!.next });
    expect(newest.items.map((item) => item.id)).toEqual(forward.slice(0, 3));
  });

  it('keeps the filters with a cursor, and a cursor past the last match answers no rows with the way back', async () => {
    const { marker } = await storeEnquiries(4, { status: 'open' });
    await storeEnquiries(2, { message: `Also ${marker}, but new.` });
    const open = await inboxPage({ q: marker, status: 'open', pageSize: 3 });
    expect(open.total).toBe(4);
    const rest = await inboxPage({ q: marker, status: 'open', pageSize: 3, after: open.next! });
    expect(rest.items.map((item) => item.status)).toEqual(['open']);
    const past = await inboxPage({
      q: marker,
      status: 'open',
      pageSize: 3,
      after: encodeCursor({ key: '2000-01-01T00:00:00.000000Z', id: rest.items[0]!.id }),
    });
    expect(past).toMatchObject({ items: [], next: null, total: 4 });
    expect(past.previous).not.toBeNull();
  });

  it.each([
    ['not base64url JSON', { after: 'not a cursor!' }, 'after is not a page cursor of this list'],
    ['a cursor of the wrong shape', { before: encodeCursor({ key: '2026-11-29', id: 'x' }) }, 'before is not a page cursor of this list'],
    [
      'both directions at once',
      {
        after: encodeCursor({ key: '2026-11-29T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' }),
        before: encodeCursor({ key: '2026-11-29T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' }),
      },
      'Give after or before, not both',
    ],
  ])('refuses %s with 400 and a message', async (_, query, message) => {
    const response = await api().get('/api/admin/enquiries').query(query).set('Cookie', as('content_manager')).expect(400);
    expect(response.body.error).toContain(message);
  });

  it('searches name, e-mail, phone and message, case-insensitively and literally', async () => {
    const { marker } = await storeEnquiries(3);
    const search = async (q: string) =>
      EnquiryPageSchema.parse((await api().get('/api/admin/enquiries').query({ q, pageSize: 100 }).set('Cookie', as('admin')).expect(200)).body).items.filter(
        (item) => item.email.includes(marker),
      );
    expect(await search(marker.toUpperCase())).toHaveLength(3);
    expect(await search(`visitor-1-${marker}`)).toHaveLength(1);
    expect((await search('9000 0002')).map((item) => item.name)).toEqual(['Visitor 2']);
    expect(await search('%')).toHaveLength(0);
  });

  it('filters by status, service, assignee and the Singapore day received', async () => {
    const { marker, enquiries } = await storeEnquiries(4);
    const [lastWeek, replied, maintenance, assigned] = enquiries as [ContactEnquiryEntity, ContactEnquiryEntity, ContactEnquiryEntity, ContactEnquiryEntity];
    lastWeek.createdAt = new Date('2026-11-10T15:59:00Z'); // 23:59 on 10 November in Singapore
    replied.status = 'replied';
    maintenance.service = 'maintenance';
    assigned.assignee = actors.admin.user;
    await em.flush();
    const names = async (query: Record<string, string>) => (await inboxPage({ q: marker, ...query })).items.map((item) => item.id);
    expect(await names({ status: 'replied' })).toEqual([replied.id]);
    expect(await names({ service: 'maintenance' })).toEqual([maintenance.id]);
    expect(await names({ assignee: actors.admin.user.id })).toEqual([assigned.id]);
    expect(await names({ assignee: 'unassigned' })).toHaveLength(3);
    expect(await names({ from: '2026-11-10', to: '2026-11-10' })).toEqual([lastWeek.id]);
    expect(await names({ to: '2026-11-09' })).toEqual([]);
  });

  it.each([
    ['status=archived', 'Choose a status: new, open, replied, closed or spam'],
    ['pageSize=500', 'pageSize is at most 100'],
    ['from=10/11/2026', 'Write the date as YYYY-MM-DD'],
    ['from=2026-13-01', 'That date does not exist'],
    ['assignee=someone', 'assignee must be a staff member id or "unassigned"'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const response = await api().get(`/api/admin/enquiries?${query}`).set('Cookie', as('content_manager')).expect(400);
    expect(response.body.error).toBe(message);
  });

  it('shows the detail with consent and notification; 404 for an unknown or malformed id', async () => {
    const { enquiries } = await storeEnquiries(1, {}, { status: 'failed', lastError: 'Mail server refused the login' });
    const detail = EnquiryDetailSchema.parse(
      (await api().get(`/api/admin/enquiries/${enquiries[0]!.id}`).set('Cookie', as('content_manager')).expect(200)).body,
    );
    expect(detail).toMatchObject({
      phone: '+65 9000 0000',
      consentTextVersion: '2026-11-1',
      notification: { status: 'failed', error: 'Mail server refused the login', sentAt: null },
      timeline: [],
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await api().get(`/api/admin/enquiries/${id}`).set('Cookie', as('content_manager')).expect(404);
      expect(missing.body.error).toBe('Enquiry not found');
    }
  });

  it('puts status changes, assignments and notes on the timeline and in the audit log', async () => {
    const { enquiries } = await storeEnquiries(1);
    const id = enquiries[0]!.id;
    const manager = actors.content_manager;
    await api().post(`/api/admin/enquiries/${id}/assign`).set('Cookie', as('content_manager')).send({ assigneeId: manager.user.id }).expect(200);
    await api().post(`/api/admin/enquiries/${id}/notes`).set('Cookie', as('content_manager')).send({ text: '  Owner prefers WhatsApp.  ' }).expect(200);
    const response = await api().post(`/api/admin/enquiries/${id}/status`).set('Cookie', as('content_manager')).send({ status: 'closed' }).expect(200);
    const detail = EnquiryDetailSchema.parse(response.body);
    expect(detail).toMatchObject({ status: 'closed', assignee: { id: manager.user.id }, replyClock: null });
    expect(detail.timeline.map(({ kind, text, actor }) => ({ kind, text, actor: actor?.id }))).toEqual([
      { kind: 'assigned', text: manager.user.username, actor: manager.user.id },
      { kind: 'note_added', text: 'Owner prefers WhatsApp.', actor: manager.user.id },
      { kind: 'status_changed', text: 'closed', actor: manager.user.id },
    ]);
    const audit = await em.fork().find(AuditLogEntity, { targetId: id }, { orderBy: { id: 'asc' } });
    expect(audit.map((row) => [row.action, row.actorId, row.details])).toEqual([
      ['enquiry.assigned', manager.user.id, { assigneeId: manager.user.id }],
      ['enquiry.note_added', manager.user.id, null],
      ['enquiry.status_changed', manager.user.id, { status: 'closed' }],
    ]);
  });

  it('records nothing when the status or assignee does not change', async () => {
    const { enquiries } = await storeEnquiries(1);
    const id = enquiries[0]!.id;
    const response = await api().post(`/api/admin/enquiries/${id}/status`).set('Cookie', as('admin')).send({ status: 'new' }).expect(200);
    await api().post(`/api/admin/enquiries/${id}/assign`).set('Cookie', as('admin')).send({ assigneeId: null }).expect(200);
    expect(EnquiryDetailSchema.parse(response.body).timeline).toEqual([]);
    expect(await em.fork().count(AuditLogEntity, { targetId: id })).toBe(0);
  });

  it('refuses an unknown assignee, an empty note and an unknown status with 400', async () => {
    const { enquiries } = await storeEnquiries(1);
    const id = enquiries[0]!.id;
    const post = (path: string, body: object) => api().post(`/api/admin/enquiries/${id}/${path}`).set('Cookie', as('admin')).send(body).expect(400);
    expect((await post('assign', { assigneeId: '00000000-0000-4000-8000-000000000000' })).body.error).toBe('That staff member does not exist or is inactive');
    expect((await post('notes', { text: '   ' })).body.error).toBe('Write a note first');
    expect((await post('status', { status: 'done' })).body.error).toBe('Choose a status: new, open, replied, closed or spam');
  });

  it('counts new and overdue enquiries (overdue: waiting more than 24 business hours)', async () => {
    const counts = async () => InboxCountsSchema.parse((await api().get('/api/admin/enquiries/counts').set('Cookie', as('content_manager')).expect(200)).body);
    const before = await counts();
    await storeEnquiries(2);
    await storeEnquiries(1, { createdAt: new Date(Date.now() - 10 * DAY) });
    await storeEnquiries(1, { createdAt: new Date(Date.now() - 10 * DAY), status: 'open' });
    await storeEnquiries(1, { createdAt: new Date(Date.now() - 10 * DAY), status: 'replied' });
    expect(await counts()).toEqual({ new: before.new + 3, overdue: before.overdue + 2 });
  });

  it('lists active staff to assign, by name', async () => {
    const staff = StaffListSchema.parse((await api().get('/api/admin/enquiries/staff').set('Cookie', as('content_manager')).expect(200)).body);
    expect(staff).toEqual(expect.arrayContaining([{ id: actors.admin.user.id, name: actors.admin.user.username }]));
  });

  it('sends a failed notification again: pending at once, queued, on the timeline; 409 unless it failed', async () => {
    const { enquiries } = await storeEnquiries(1, {}, { status: 'failed', lastError: 'Connection refused' });
    const id = enquiries[0]!.id;
    const response = await api().post(`/api/admin/enquiries/${id}/retry-notification`).set('Cookie', as('content_manager')).expect(200);
    expect(EnquiryDetailSchema.parse(response.body)).toMatchObject({
      notification: { status: 'pending', error: null },
      timeline: [{ kind: 'notification_retried', actor: { id: actors.content_manager.user.id } }],
    });
    const notification = await em.fork().findOneOrFail(OutboundMailEntity, { enquiry: id });
    expect(notification).toMatchObject({ status: 'pending', lastError: null });
    const job = await context.app
      .get(JobQueues)
      .queue('notifications')
      .getJob(SEND_MAIL_JOB.jobId({ mailId: notification.id }));
    expect(job?.data).toEqual({ mailId: notification.id, requestId: expect.any(String) });
    const again = await api().post(`/api/admin/enquiries/${id}/retry-notification`).set('Cookie', as('content_manager')).expect(409);
    expect(again.body.error).toBe('Only a failed notification can be sent again');
  });

  it('stores a reply on the timeline with its e-mail pending in the outbox, marks the enquiry Replied, and queues the e-mail', async () => {
    const { enquiries } = await storeEnquiries(1);
    const id = enquiries[0]!.id;
    const response = await api().post(`/api/admin/enquiries/${id}/reply`).set('Cookie', as('content_manager')).send(REPLY).expect(200);
    const detail = EnquiryDetailSchema.parse(response.body);
    expect(detail).toMatchObject({ status: 'replied', replyClock: null, replyUnavailableReason: null });
    const [reply] = detail.timeline;
    expect(reply).toMatchObject({ kind: 'replied', text: REPLY.text, reply: { subject: REPLY.subject, mail: { status: 'pending' } } });
    const mail = await em.fork().findOneOrFail(OutboundMailEntity, { reply: reply?.id as string });
    expect(mail).toMatchObject({ kind: 'enquiry_reply', recipient: enquiries[0]!.email, status: 'pending' });
    const job = await context.app
      .get(JobQueues)
      .queue('notifications')
      .getJob(SEND_MAIL_JOB.jobId({ mailId: mail.id }));
    expect(job?.data).toEqual({ mailId: mail.id, requestId: expect.any(String) });
    const audit = await em.fork().findOneOrFail(AuditLogEntity, { targetId: id, action: 'enquiry.replied' });
    expect(JSON.stringify(audit.details)).not.toContain('Rachel');
  });

  it.each([
    [{ subject: '', text: 'Hello' }, 'Write a subject'],
    [{ subject: 'Hello', text: '  ' }, 'Write your reply first'],
  ])('refuses the reply %j with 400 "%s"', async (body, message) => {
    const { enquiries } = await storeEnquiries(1);
    const response = await api().post(`/api/admin/enquiries/${enquiries[0]!.id}/reply`).set('Cookie', as('admin')).send(body).expect(400);
    expect(response.body.error).toBe(message);
  });

  it('without mail settings, says why replies cannot be e-mailed and refuses one with 409; marking as replied still works', async () => {
    const withoutMail = await createTestApp({
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-inbox`,
      JWT_SECRET: context.config.JWT_SECRET,
      SMTP_URL: '',
      MAIL_FROM: '',
    });
    try {
      const { enquiries } = await storeEnquiries(1);
      const path = `/api/admin/enquiries/${enquiries[0]!.id}`;
      const detail = EnquiryDetailSchema.parse((await request(withoutMail.server).get(path).set('Cookie', as('admin')).expect(200)).body);
      expect(detail.replyUnavailableReason).toMatch(/outgoing mail \(SMTP_URL and MAIL_FROM\) is not configured/);
      const refused = await request(withoutMail.server).post(`${path}/reply`).set('Cookie', as('admin')).send(REPLY).expect(409);
      expect(refused.body.error).toBe(detail.replyUnavailableReason);
      await request(withoutMail.server).post(`${path}/status`).set('Cookie', as('admin')).send({ status: 'replied' }).expect(200);
    } finally {
      await withoutMail.app.close();
    }
  });

  it('exports the filtered list as CSV, every match, with formulas defused, and audits the export without the search text', async () => {
    const { marker, enquiries } = await storeEnquiries(3);
    enquiries[0]!.name = '=HYPERLINK("http://evil.example")';
    enquiries[1]!.message = 'Line one, with a comma\nand "quotes"';
    enquiries[2]!.status = 'closed';
    await em.flush();
    const response = await api().get('/api/admin/enquiries/export.csv').query({ q: marker, status: 'new' }).set('Cookie', as('admin')).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Received (UTC),Status,Name,Email,Phone (marketing consent),Marketing by e-mail,Service,Assigned to,Message,Consent version,Consent given (UTC)',
    );
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last line break
    expect(response.text).toContain('Line one, with a comma\nand ""quotes""');
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(response.text).not.toContain('Visitor 2');
    const audit = await em.fork().findOneOrFail(AuditLogEntity, { action: 'enquiry.exported', actorId: actors.admin.user.id }, { orderBy: { id: 'desc' } });
    expect(audit.details).toEqual({ count: 2, filters: { status: 'new' }, searched: true });
  });

  it('streams every match past one batch of 1,000, each once, even when they were received at the same moment', async () => {
    const { marker } = await storeEnquiries(2_100, { createdAt: new Date(Date.now() - 3_600_000) });
    const response = await api().get('/api/admin/enquiries/export.csv').query({ q: marker }).set('Cookie', as('admin')).expect(200);
    const rows = response.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(rows).toHaveLength(2_100);
    expect(new Set(rows.map((row) => row.split(',')[3])).size).toBe(2_100);
  });

  it('erases every enquiry and the newsletter record of an address, whatever its case, with an audit row holding no personal data', async () => {
    const email = `erase-me-${randomBytes(4).toString('hex')}@example.sg`;
    const { enquiries } = await storeEnquiries(2, { email });
    const { enquiries: others } = await storeEnquiries(1);
    await api().post(`/api/admin/enquiries/${enquiries[0]!.id}/notes`).set('Cookie', as('admin')).send({ text: 'Prefers calls after 6 pm' }).expect(200);
    await api().post(`/api/admin/enquiries/${enquiries[0]!.id}/reply`).set('Cookie', as('admin')).send(REPLY).expect(200);
    const subscriber = new NewsletterSubscriberEntity({ email, consentedAt: new Date(), clientAddress: '198.51.100.9' });
    await em.persistAndFlush([subscriber, new OutboundMailEntity({ kind: 'newsletter_welcome', subscriber }, email)]);
    expect(await em.fork().count(OutboundMailEntity, { recipient: email })).toBe(2);
    const response = await api().post('/api/admin/privacy/erasure').set('Cookie', as('super_admin')).send({ email: email.toUpperCase() }).expect(200);
    expect(ErasureResultSchema.parse(response.body)).toEqual({
      enquiriesDeleted: 2,
      newsletterSubscriptionDeleted: true,
      tenanciesDeleted: 0,
      tenantAccountDeleted: false,
      ownerDeleted: false,
    });
    const fresh = em.fork();
    expect(await fresh.count(ContactEnquiryEntity, { email })).toBe(0);
    expect(await fresh.count(ContactEnquiryEventEntity, { enquiry: enquiries[0]!.id })).toBe(0);
    expect(await fresh.count(NewsletterSubscriberEntity, { email })).toBe(0);
    // The outbox's mails to the address (the reply, the welcome) and about its enquiries (the staff notifications) go with them.
    expect(await fresh.count(OutboundMailEntity, { $or: [{ recipient: email }, { enquiry: { $in: enquiries.map(({ id }) => id) } }] })).toBe(0);
    expect(await fresh.count(ContactEnquiryEntity, { id: others[0]!.id })).toBe(1);
    const audit = await fresh.findOneOrFail(AuditLogEntity, { action: 'privacy.erased', actorId: actors.super_admin.user.id }, { orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({
      targetId: null,
      details: { enquiriesDeleted: 2, newsletterSubscriptionDeleted: true, tenanciesDeleted: 0, tenantAccountDeleted: false, ownerDeleted: false },
    });
    expect(JSON.stringify(audit)).not.toContain('erase-me');
    const again = await api().post('/api/admin/privacy/erasure').set('Cookie', as('admin')).send({ email }).expect(200);
    expect(again.body).toEqual({
      enquiriesDeleted: 0,
      newsletterSubscriptionDeleted: false,
      tenanciesDeleted: 0,
      tenantAccountDeleted: false,
      ownerDeleted: false,
    });
    expect((await api().post('/api/admin/privacy/erasure').set('Cookie', as('admin')).send({ email: 'not an address' }).expect(400)).body.error).toBe(
      'Please enter a valid email address',
    );
  });

  it('exports each enquiry exactly once when rows differ only in microseconds across a batch boundary', async () => {
    const { marker } = await storeEnquiries(1);
    // 1,000 rows fill the first batch; the 1,000th and the 200 after it fall within one millisecond of each other,
    // microseconds apart (finer than a Date) and some at the very same instant, so only the stored values order them.
    await em.getConnection().execute(
      `insert into contact_enquiries (name, email, phone, service, message, consent_text_version, consented_at, client_address, status, created_at)
       select 'Visitor ' || i, 'micro-' || i || '-${marker}@example.sg', '+65 9000 0000', 'property-management', 'About my condo, ${marker}.',
         '2026-11-1', now(), '198.51.100.7', 'new',
         case when i <= 800 then timestamptz '2026-01-01T00:00:01Z' + (i || ' milliseconds')::interval
              when i % 3 = 0 then timestamptz '2026-01-01T00:00:00.000500Z'
              else timestamptz '2026-01-01T00:00:00.000100Z' + (i || ' microseconds')::interval end
       from generate_series(1, 1200) as i`,
    );
    const response = await api().get('/api/admin/enquiries/export.csv').query({ q: marker }).set('Cookie', as('admin')).expect(200);
    const emails = response.text
      .split('\r\n')
      .filter((line) => line.includes(`-${marker}@`))
      .map((line) => line.split(',')[3]);
    expect(emails).toHaveLength(1201);
    expect(new Set(emails).size).toBe(1201);
  });

  describe('newsletter subscribers', () => {
    async function storeSubscribers() {
      const marker = randomBytes(4).toString('hex');
      const make = (name: string, fields: Partial<NewsletterSubscriberEntity>, minutesAgo: number) =>
        Object.assign(
          new NewsletterSubscriberEntity({
            email: `${name}-${marker}@example.sg`,
            consentedAt: new Date(Date.now() - minutesAgo * 60_000),
            clientAddress: '192.0.2.1',
          }),
          fields,
        );
      const subscribers = [
        make('pending', {}, 1),
        make('confirmed', { confirmedAt: new Date(), confirmedFrom: '192.0.2.1' }, 2),
        make('left', { confirmedAt: new Date(), unsubscribedAt: new Date() }, 3),
      ];
      const firstMail = Object.assign(new OutboundMailEntity({ kind: 'newsletter_confirmation', subscriber: subscribers[0]! }, subscribers[0]!.email), {
        status: 'failed',
        lastError: '550 Mailbox unavailable',
      });
      await em.persistAndFlush([...subscribers, firstMail]);
      return marker;
    }

    it('lists subscribers newest first with their status and consent times, searchable, filtered and paginated', async () => {
      const marker = await storeSubscribers();
      const list = async (query: Record<string, string>) =>
        SubscriberPageSchema.parse(
          (
            await api()
              .get('/api/admin/newsletter/subscribers')
              .query({ q: marker, ...query })
              .set('Cookie', as('content_manager'))
              .expect(200)
          ).body,
        );
      const all = await list({});
      expect(all.items.map((item) => [item.email.split('-')[0], item.status])).toEqual([
        ['pending', 'pending'],
        ['confirmed', 'confirmed'],
        ['left', 'unsubscribed'],
      ]);
      expect(all.items.map((item) => item.firstMail)).toEqual([{ status: 'failed', error: '550 Mailbox unavailable' }, null, null]);
      expect(all.confirmationsUnavailableReason).toBeNull();
      expect((await list({ status: 'confirmed' })).items.map((item) => item.status)).toEqual(['confirmed']);
      const firstPage = await list({ pageSize: '2' });
      expect(firstPage).toMatchObject({ total: 3, previous: null });
      expect(await list({ pageSize: '2', after: firstPage.next! })).toMatchObject({ total: 3, items: [{ status: 'unsubscribed' }], next: null });
    });

    it('exports only confirmed, still subscribed addresses as CSV for admins, audited', async () => {
      const marker = await storeSubscribers();
      const response = await api().get('/api/admin/newsletter/subscribers/confirmed.csv').set('Cookie', as('admin')).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.text).toContain(`confirmed-${marker}@example.sg`);
      expect(response.text).not.toContain(`pending-${marker}`);
      expect(response.text).not.toContain(`left-${marker}`);
      expect(await em.fork().count(AuditLogEntity, { action: 'newsletter.exported', actorId: actors.admin.user.id })).toBeGreaterThan(0);
    });

    it('streams the export a batch at a time, every confirmed address once, first confirmed first, ties and all', async () => {
      const marker = randomBytes(4).toString('hex');
      // 2,500 addresses over three batches of 1,000, confirmed microseconds apart (finer than a Date); half at the
      // same instant, so the keyset's id decides.
      await em.getConnection().execute(
        `insert into newsletter_subscribers (email, consented_at, client_address, confirmed_at)
         select 'many-' || i || '-${marker}@example.sg', now() - interval '1 day', '192.0.2.1',
           case when i % 2 = 0 then timestamptz '2026-01-01T00:00:00.000123Z' else timestamptz '2026-01-01T00:00:00Z' + (i * 3 || ' microseconds')::interval end
         from generate_series(1, 2500) as i`,
      );
      const response = await api().get('/api/admin/newsletter/subscribers/confirmed.csv').set('Cookie', as('admin')).expect(200);
      const mine = response.text.split('\r\n').filter((line) => line.includes(`-${marker}@`));
      expect(mine).toHaveLength(2500);
      expect(new Set(mine).size).toBe(2500);
      const confirmedTimes = mine.map((line) => line.split(',')[2] ?? '');
      expect(confirmedTimes).toEqual([...confirmedTimes].sort());
      expect(response.text.startsWith('\uFEFFEmail,Subscribed (UTC),Confirmed (UTC),Phone (marketing consent)\r\n')).toBe(true);
    });
  });
});
