import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIRMATIONS_UNAVAILABLE, type SubscriberPage } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makeUser, renderWithProviders, setUpEachTest, stubApi } from '@app/web/testing';
import InboxApp from '../../app/inbox-app';

const LIST = '/api/admin/newsletter/subscribers';

const subscribers: SubscriberPage = {
  items: [
    {
      id: 's-1',
      email: 'reader@example.sg',
      status: 'pending',
      consentedAt: '2026-11-24T02:00:00.000Z',
      confirmedAt: null,
      unsubscribedAt: null,
      firstMail: { status: 'not_configured', error: 'No mail transport is configured' },
      marketingConsents: [{ channel: 'email', wordingVersion: '2026-11-27', givenAt: '2026-11-24T02:00:00.000Z', source: 'newsletter', optedOutAt: null }],
      emailOptedOutAt: null,
      marketingPhone: '+6591234567',
    },
  ],
  total: 1,
  totalIsCapped: false,
  pageSize: 25,
  next: null,
  previous: null,
  confirmationsUnavailableReason: CONFIRMATIONS_UNAVAILABLE,
};

describe('the subscribers list', () => {
  setUpEachTest();

  it('lists subscribers with their status, says when confirmations cannot be sent, and searches', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'content_manager' }));
    const api = stubApi([{ method: 'GET', path: LIST, body: subscribers }]);
    renderWithProviders('/subscribers', <InboxApp />);
    expect(await screen.findByRole('cell', { name: 'reader@example.sg' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /reader@example.sg/ });
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent(/E-mail: wording 2026-11-27, given 24 Nov 2026/);
    expect(screen.getByRole('cell', { name: '+6591234567' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(CONFIRMATIONS_UNAVAILABLE);
    expect(screen.queryByRole('link', { name: 'Export confirmed (CSV)' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search e-mail' }), 'reader{Enter}');
    await waitFor(() => expect(api.mock.calls.some(([url]) => url.includes('q=reader'))).toBe(true));
  });

  it('offers admins the CSV of confirmed addresses', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    stubApi([{ method: 'GET', path: LIST, body: { ...subscribers, confirmationsUnavailableReason: null } }]);
    renderWithProviders('/subscribers', <InboxApp />);
    expect(await screen.findByRole('link', { name: 'Export confirmed (CSV)' })).toHaveAttribute('href', '/api/admin/newsletter/subscribers/confirmed.csv');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
