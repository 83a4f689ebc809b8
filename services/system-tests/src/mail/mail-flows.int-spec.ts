import { type EnquiryDetail, type EnquiryPage, NEWSLETTER_MESSAGES } from '@app/contracts';
import { readableMail, type SmtpSink } from '@app/core/testing';
import { ApiClient, eventually, SYSTEM_ADMIN } from '../support';
import { ENQUIRY, WorkerFaultStack } from '../worker-faults/worker-fault-stack';
import { closeMailFaultStack, startMailFaultStack } from '../worker-faults/mail-fault-stack';

const STAFF_ADDRESS = 'enquiries@harbourline.test';

/**
 * Issue 23: the mail flows moved onto the outbox still send what they sent before, through the real API and worker
 * processes to an SMTP sink: the staff notification of an enquiry, a reply from the inbox, the password reset link
 * and the newsletter's confirmation; the inbox reads each mail's status from the outbox.
 */
describe('mail flows through the outbox (API, worker, PostgreSQL, Redis, SMTP sink)', () => {
  let sink: SmtpSink;
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    ({ stack, sink } = await startMailFaultStack('mail_flows', {
      STAFF_NOTIFY_EMAIL: STAFF_ADDRESS,
    }));
    await stack.startWorker();
  });
  afterAll(() => closeMailFaultStack({ stack, sink }));

  /** The text of the one mail the sink received for this address, once it has arrived. */
  const onlyMailTo = async (address: string) => {
    const [mail, ...more] = await eventually(
      () => {
        const received = sink.received.filter((candidate) => candidate.to.includes(`<${address}>`));
        return received.length > 0 && received;
      },
      { timeoutMs: 20_000, message: `a mail to ${address}` },
    );
    expect(more).toEqual([]);
    return readableMail(mail as NonNullable<typeof mail>);
  };
  const linkIn = (text: string, path: string) => new URL(new RegExp(`(http\\S+${path}\\?token=[^\\s>]+)`).exec(text.replace(/=\r?\n/g, ''))?.[1] ?? '');

  it('tells staff of an enquiry and e-mails a reply from the inbox, both shown sent on the enquiry', async () => {
    const visitor = `mei.ling.${Date.now().toString(36)}@example.sg`;
    expect((await stack.staff.post('/api/contact', { ...ENQUIRY, email: visitor })).status).toBe(201);
    const notification = await onlyMailTo(STAFF_ADDRESS);
    expect(notification).toContain('Subject: New enquiry from Tan Mei Ling: Co-Living Space Management');
    expect(notification).toContain(`Reply-To: ${visitor}`);
    expect(notification).toContain('Please call me about my flat.');

    const { items } = (await stack.staff.get<EnquiryPage>(`/api/admin/enquiries?q=${encodeURIComponent(visitor)}`)).body;
    const id = items[0]?.id as string;
    const reply = { subject: 'Your flat in Tampines', text: 'Dear Mei Ling,\nWe will call you tomorrow at 11:00.' };
    expect((await stack.staff.post(`/api/admin/enquiries/${id}/reply`, reply)).status).toBe(200);
    const replied = await onlyMailTo(visitor);
    expect(replied).toContain('Subject: Your flat in Tampines');
    expect(replied).toContain('We will call you tomorrow at 11:00.');
    expect(replied).toContain('> Please call me about my flat.');

    const detail = await eventually(
      async () => {
        const current = (await stack.staff.get<EnquiryDetail>(`/api/admin/enquiries/${id}`)).body;
        return current.timeline[0]?.reply?.mail.status === 'sent' && current;
      },
      { message: 'the reply to show as sent' },
    );
    expect(detail.notification).toMatchObject({ status: 'sent', error: null, sentAt: expect.any(String) });
  });

  it('asks a new subscriber to confirm, with a link that confirms', async () => {
    const reader = `reader.${Date.now().toString(36)}@example.sg`;
    expect((await stack.staff.post('/api/newsletter/subscribe', { email: reader })).status).toBe(201);
    const mail = await onlyMailTo(reader);
    expect(mail).toContain('Subject: Please confirm your newsletter subscription');
    expect(mail).toMatch(/List-Unsubscribe: <http\S+\/newsletter\/unsubscribe\?token=/);
    const token = linkIn(mail, '/newsletter/confirm').searchParams.get('token');
    const confirmed = await stack.staff.post<{ message: string }>('/api/newsletter/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.confirmed } });
  });

  it('mails a forgotten-password link that sets a new password', async () => {
    expect((await stack.staff.post('/api/auth/forgot-password', { email: SYSTEM_ADMIN.email })).status).toBe(202);
    const mail = await onlyMailTo(SYSTEM_ADMIN.email);
    expect(mail).toContain('Subject: Choose a new password for the Harbourline admin panel');
    const token = linkIn(mail, '/auth/reset-password').searchParams.get('token');
    const newPassword = 'Mail-outbox-password-2';
    expect((await stack.staff.post('/api/auth/reset-password', { token, newPassword })).status).toBeLessThan(300);
    expect((await new ApiClient(stack.api.baseUrl).signIn({ email: SYSTEM_ADMIN.email, password: newPassword })).status).toBe(200);
  });
});
