import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuditEntry } from '@app/contracts';
import { makeUser, stubApi } from '@app/web/testing';
import { renderAsUser } from '../../testing/render-page';
import { AuditLogPage } from './audit-log-page';

const LOG = '/api/admin/audit-log';
const admin = makeUser({ id: 'u-admin', username: 'ahmad', role: 'admin' });
const entry: AuditEntry = {
  id: '7',
  action: 'account.password_changed',
  createdAt: '2026-03-05T02:00:00.000Z',
  actor: { id: 'u-cm', username: 'mei' },
  targetId: 'u-cm',
  targetUsername: 'mei',
  clientAddress: '10.0.0.7',
  details: null,
};
const page = (items: AuditEntry[]) => ({
  items,
  total: items.length,
  totalIsCapped: false,
  pageSize: 50,
  next: null,
  previous: null,
  actions: ['account.password_changed', 'post.published'],
});

describe('AuditLogPage', () => {
  it('sends a content manager back to the dashboard', async () => {
    stubApi([]);
    renderAsUser(<AuditLogPage />, makeUser({ role: 'content_manager' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lists entries with who did what, by readable action with its stored name, and filters through the server', async () => {
    const api = stubApi([{ method: 'GET', path: LOG, body: page([entry, { ...entry, id: '8', action: 'billing.invoice_sent' }]) }]);
    renderAsUser(<AuditLogPage />, admin);

    const row = (await screen.findByRole('cell', { name: 'Own password changed account.password_changed' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('mei');
    expect(row).toHaveTextContent('10.0.0.7');
    expect(screen.getByRole('cell', { name: 'billing.invoice_sent' })).toBeInTheDocument();
    const options = within(screen.getByLabelText('Action')).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['All actions', ''],
      ['Own password changed', 'account.password_changed'],
      ['Post published', 'post.published'],
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Post published');
    await userEvent.type(screen.getByLabelText('Actor (username or e-mail)'), 'mei');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => {
      const url = new URL(api.mock.calls.at(-1)?.[0] ?? '', 'http://localhost');
      expect([url.searchParams.get('action'), url.searchParams.get('actor')]).toEqual(['post.published', 'mei']);
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log/export.csv?action=post.published&actor=mei');
  });

  it('says when nothing matches', async () => {
    stubApi([{ method: 'GET', path: LOG, body: page([]) }]);
    renderAsUser(<AuditLogPage />, admin);
    expect(await screen.findByRole('heading', { name: 'No audit entries found' })).toBeInTheDocument();
  });
});
