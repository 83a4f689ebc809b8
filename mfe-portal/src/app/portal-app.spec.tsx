import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PortalAccount, TenantMaintenanceRequest } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { renderWithProviders, sentBodies, stubApi } from '@app/web/testing';
import PortalApp from './portal-app';

const TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const REQUEST_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const account: PortalAccount = {
  name: 'Tan Mei Ling',
  email: 'meiling@example.sg',
  tenancies: [{ id: TENANCY_ID, unit: '12 Marine Parade Road #08-12', leaseStart: '2026-01-01', leaseEnd: '2027-12-31', status: 'active' }],
  emergencyPhone: '+65 6123 4567',
};
const filed: TenantMaintenanceRequest = {
  id: REQUEST_ID,
  reference: 'MR-1001',
  tenancyId: TENANCY_ID,
  unit: account.tenancies[0]!.unit,
  category: 'plumbing',
  urgency: 'emergency',
  description: 'Water is pouring through the kitchen ceiling.',
  status: 'new',
  appointmentAt: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
  photos: [],
  timeline: [{ id: 'e1', kind: 'created', at: '2026-11-27T02:00:00.000Z', by: 'Tan Mei Ling', byTenant: true, text: null }],
};

/** Mounted as the shell mounts it, at /portal/*. */
const renderAt = (path: string) =>
  renderWithProviders(
    path,
    <Routes>
      <Route path="/portal/*" element={<PortalApp />} />
    </Routes>,
  );

describe('the tenant portal', () => {
  beforeEach(() => setRequestLogger(jest.fn()));

  it('asks a visitor who is not signed in for their e-mail, and answers alike whoever they are', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', status: 401, body: { statusCode: 401, error: 'Authentication required', message: 'Authentication required' } },
      { method: 'POST', path: '/api/portal/sign-in-link', status: 202, body: { success: true, message: 'If a tenancy of ours uses this address, we have e-mailed it a sign-in link.' } },
    ]);
    renderAt('/portal');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your e-mail address' }), 'meiling@example.sg');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If a tenancy of ours uses this address');
    expect(sentBodies(api, 'POST', '/api/portal/sign-in-link')).toEqual([{ email: 'meiling@example.sg' }]);
  });

  it('shows the 24/7 line as soon as emergency is chosen, before anything is sent, then files the request', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'POST', path: '/api/portal/requests', status: 201, body: filed },
      { method: 'GET', path: `/api/portal/requests/${REQUEST_ID}`, body: filed },
      { method: 'GET', path: '/api/portal/requests', body: { items: [filed], total: 1, page: 1, pageSize: 10 } },
    ]);
    renderAt('/portal/new');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'What needs fixing?' }), 'plumbing');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Emergency/ }));
    const line = screen.getByRole('alert');
    expect(line).toHaveTextContent('call our 24/7 line now');
    expect(screen.getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute('href', 'tel:+6561234567');
    expect(sentBodies(api, 'POST', '/api/portal/requests')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the problem' }), filed.description);
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/portal/requests')).toEqual([{ tenancyId: TENANCY_ID, category: 'plumbing', urgency: 'emergency', description: filed.description }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'MR-1001 · Plumbing' })).toBeInTheDocument();
    expect(screen.getByText(/New: We have your request/)).toBeInTheDocument();
  });

  it('says so when the request cannot be loaded, with a way to try again', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'GET', path: `/api/portal/requests/${REQUEST_ID}`, status: 404, body: { statusCode: 404, error: 'Request not found', message: 'Request not found' } },
    ]);
    renderAt(`/portal/requests/${REQUEST_ID}`);
    expect(await screen.findByRole('heading', { name: /Error loading the request: Request not found/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
