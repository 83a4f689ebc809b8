import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EnquiryDetail, type EnquiryPage } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makeUser, renderWithProviders, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import InboxApp from '../../app/inbox-app';

const LIST = '/api/admin/enquiries';
const STAFF = '/api/admin/enquiries/staff';
const OPT_OUTS = '/api/admin/marketing/opt-outs';
const ID = '5b7e2c1a-8f1d-4d3e-9a0b-1c2d3e4f5a6b';

const summary = {
  id: ID,
  name: 'Tan Mei Ling',
  email: 'meiling@example.sg',
  service: 'co-living',
  status: 'new' as const,
  receivedAt: '2026-11-24T02:00:00.000Z',
  assignee: null,
  replyClock: { dueAt: '2026-11-26T06:00:00.000Z', businessTimeLeftMs: 5 * 3_600_000 + 20 * 60_000, overdue: false },
};
const page = (items: EnquiryPage['items'], total = items.length): EnquiryPage => ({
  items,
  total,
  totalIsCapped: false,
  pageSize: 25,
  next: total > items.length ? 'older-cursor' : null,
  previous: null,
});
const detail: EnquiryDetail = {
  ...summary,
  phone: '9123 4567',
  message: 'I would like a quote for managing my co-living house.',
  consentTextVersion: '2026-11-1',
  consentedAt: '2026-11-24T02:00:00.000Z',
  marketingConsents: [
    { channel: 'email', wordingVersion: '2026-11-27', givenAt: '2026-11-24T02:00:00.000Z', source: 'enquiry', optedOutAt: null },
    { channel: 'phone', wordingVersion: '2026-11-27', givenAt: '2026-11-24T02:00:00.000Z', source: 'enquiry', optedOutAt: '2026-11-25T02:00:00.000Z' },
  ],
  notification: { status: 'failed', error: 'Mail server refused the login', sentAt: null },
  replyUnavailableReason: null,
  timeline: [],
  viewings: [],
};

const renderAt = (path: string) => renderWithProviders(path, <InboxApp />);

describe('the inbox remote', () => {
  setUpEachTest({ staff: 'content_manager' });

  it('lists enquiries with their reply clock, linked to their detail', async () => {
    // Wednesday 18:40 in Singapore: 5 h 20 min of business time before the due time.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-25T10:40:00.000Z'));
    stubApi([
      { method: 'GET', path: LIST, body: page([summary], 60) },
      { method: 'GET', path: STAFF, body: [] },
    ]);
    renderAt('/');
    const row = (await screen.findByRole('link', { name: 'Tan Mei Ling' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Co-Living Space Management');
    expect(within(row).getByText('5 h 20 min left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute('href', `/admin/inbox/enquiries/${ID}`);
    expect(screen.getByText('Showing 1 of 60 matches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?after=older-cursor');
  });

  it('sends the filters and the search to the API and says when nothing matches', async () => {
    const api = stubApi([
      { method: 'GET', path: LIST, body: page([]) },
      { method: 'GET', path: STAFF, body: [] },
    ]);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'No enquiries yet' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'open');
    await userEvent.type(screen.getByLabelText('Search'), 'condo{Enter}');
    expect(await screen.findByRole('heading', { name: 'No enquiries match these filters' })).toBeInTheDocument();
    await waitFor(() => expect(api.mock.calls.map(([url]) => url).some((url) => url.includes('q=condo') && url.includes('status=open'))).toBe(true));
  });

  it('shows the detail with contact links and consent, and lets staff send a failed notification again', async () => {
    const api = stubApi([
      { method: 'GET', path: `${LIST}/${ID}`, body: detail },
      { method: 'GET', path: STAFF, body: [{ id: 'u-1', name: 'Mei' }] },
      { method: 'POST', path: `${LIST}/${ID}/retry-notification`, body: { ...detail, notification: { status: 'pending', error: null, sentAt: null } } },
      { method: 'POST', path: `${LIST}/${ID}/assign`, body: { ...detail, assignee: { id: 'u-1', name: 'Mei' } } },
    ]);
    renderAt(`/enquiries/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tan Mei Ling' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 9123 4567' })).toHaveAttribute('href', 'tel:91234567');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/6591234567');
    expect(screen.getByRole('link', { name: 'meiling@example.sg' })).toHaveAttribute('href', expect.stringMatching(/^mailto:meiling@example\.sg\?subject=/));
    expect(screen.getByText('2026-11-1')).toBeInTheDocument();
    const marketing = within(screen.getByRole('region', { name: 'Marketing consent' })).getAllByRole('listitem');
    expect(marketing[0]).toHaveTextContent(/^E-mail: wording 2026-11-27, given 24 Nov 2026/);
    expect(marketing[1]).toHaveTextContent(/^Phone call, SMS or WhatsApp: wording 2026-11-27, given 24 Nov 2026, .* \(opted out 25 Nov 2026, .*\)$/);
    expect(screen.getByText('Failed: Mail server refused the login')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Waiting to be sent.')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Mei' });
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), 'Mei');
    await waitFor(() => expect(sentBodies(api, 'POST', `${LIST}/${ID}/assign`)).toEqual([{ assigneeId: 'u-1' }]));
  });

  it('e-mails a reply and shows it on the timeline', async () => {
    const replied: EnquiryDetail = {
      ...detail,
      status: 'replied',
      replyClock: null,
      timeline: [
        {
          id: 'e-1',
          kind: 'replied',
          at: '2026-11-24T03:00:00.000Z',
          actor: { id: 'u-1', name: 'Mei' },
          text: 'Happy to help.',
          reply: { subject: 'Your enquiry to Harbourline Property Management', mail: { status: 'pending', error: null, sentAt: null } },
        },
      ],
    };
    const api = stubApi([
      { method: 'GET', path: `${LIST}/${ID}`, body: detail },
      { method: 'GET', path: STAFF, body: [] },
      { method: 'POST', path: `${LIST}/${ID}/reply`, body: replied },
    ]);
    renderAt(`/enquiries/${ID}`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reply' }), 'Happy to help.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Replied by e-mail: Your enquiry to Harbourline Property Management', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('E-mail being sent')).toBeInTheDocument();
    expect(sentBodies(api, 'POST', `${LIST}/${ID}/reply`)).toEqual([{ subject: 'Your enquiry to Harbourline Property Management', text: 'Happy to help.' }]);
  });

  it('without mail, says why a reply cannot be sent and offers Mark as replied', async () => {
    const reason = 'Replies cannot be e-mailed from the panel: outgoing mail (SMTP_URL and MAIL_FROM) is not configured.';
    const api = stubApi([
      { method: 'GET', path: `${LIST}/${ID}`, body: { ...detail, replyUnavailableReason: reason } },
      { method: 'GET', path: STAFF, body: [] },
      { method: 'POST', path: `${LIST}/${ID}/status`, body: { ...detail, status: 'replied', replyUnavailableReason: reason } },
    ]);
    renderAt(`/enquiries/${ID}`);
    const send = await screen.findByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(reason);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as replied' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `${LIST}/${ID}/status`)).toEqual([{ status: 'replied' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as replied' })).not.toBeInTheDocument());
  });

  it("records a marketing opt-out for a phone number, and shows the API's message when it refuses one", async () => {
    stubApi([
      { method: 'GET', path: LIST, body: page([summary]) },
      { method: 'GET', path: STAFF, body: [] },
      {
        method: 'POST',
        path: OPT_OUTS,
        status: 400,
        body: { statusCode: 400, error: 'Enter a phone number with at least 6 digits', message: 'Enter a phone number with at least 6 digits' },
      },
    ]);
    renderAt('/');
    const form = await screen.findByRole('form', { name: 'Record a marketing opt-out' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Channel' }), 'Phone call, SMS or WhatsApp');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone number' }), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Record opt-out' }));
    expect(await within(form).findByText('Enter a phone number with at least 6 digits')).toBeInTheDocument();

    stubApi([
      { method: 'GET', path: LIST, body: page([summary]) },
      { method: 'GET', path: STAFF, body: [] },
      {
        method: 'POST',
        path: OPT_OUTS,
        status: 201,
        body: { channel: 'phone', address: '+6591234567', recordedAt: '2026-11-27T02:00:00.000Z', origin: 'staff' },
      },
    ]);
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Phone number' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone number' }), '9123 4567');
    await userEvent.click(within(form).getByRole('button', { name: 'Record opt-out' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      /^Opt-out recorded on 27 Nov 2026, .*: no more marketing by phone call, sms or whatsapp to \+6591234567\.$/,
    );
    expect(within(form).getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
  });

  it('offers admins the CSV of the filtered list and the PDPA erasure; content managers neither', async () => {
    const api = stubApi([
      { method: 'GET', path: LIST, body: page([summary]) },
      { method: 'GET', path: STAFF, body: [] },
      {
        method: 'POST',
        path: '/api/admin/privacy/erasure',
        body: { enquiriesDeleted: 2, newsletterSubscriptionDeleted: true, tenanciesDeleted: 0, tenantAccountDeleted: false, ownerDeleted: false },
      },
    ]);
    const contentManager = renderAt('/?status=open');
    await screen.findByRole('link', { name: 'Tan Mei Ling' });
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Erase personal data (PDPA)' })).not.toBeInTheDocument();
    contentManager.unmount();

    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    renderAt('/?status=open&after=older-cursor');
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/enquiries/export.csv?status=open');
    const erasure = screen.getByRole('form', { name: 'Erase personal data (PDPA)' });
    await userEvent.type(within(erasure).getByRole('textbox', { name: 'E-mail address' }), 'meiling@example.sg');
    await userEvent.click(within(erasure).getByRole('button', { name: 'Erase' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase everything held about meiling@example.sg?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(
      await screen.findByText('Erased for meiling@example.sg: 2 enquiries, 0 tenancies with their repair requests, the newsletter subscription.'),
    ).toBeInTheDocument();
    expect(sentBodies(api, 'POST', '/api/admin/privacy/erasure')).toEqual([{ email: 'meiling@example.sg' }]);
  });
});
