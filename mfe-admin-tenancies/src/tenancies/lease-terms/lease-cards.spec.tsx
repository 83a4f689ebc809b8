import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenewalOffer } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makeRenewalOffer, makeUser, renderWithProviders, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { RenewalCard } from './lease-cards';

const tenancyId = '5d4c3b2a-1f0e-4d9c-8b7a-665544332211';
const offer: RenewalOffer = makeRenewalOffer({
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  tenancyId,
  unit: 'Blk 123 Tampines St 81 #05-12',
  createdAt: '2027-10-01T02:00:00.000Z',
});
const offersUrl = `/api/admin/tenancies/${tenancyId}/renewal-offers`;
const withdrawUrl = `${offersUrl}/${offer.id}/withdraw`;

describe('the renewal card', () => {
  setUpEachTest();

  it('lets an admin withdraw the offer waiting for the tenant, after a confirmation, then offer again', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    const withdrawn = { ...offer, status: 'withdrawn', answeredAt: '2027-10-02T02:00:00.000Z' };
    const api = stubApi([
      { method: 'GET', path: offersUrl, once: true, body: { items: [offer] } },
      { method: 'POST', path: withdrawUrl, body: withdrawn },
      { method: 'GET', path: offersUrl, body: { items: [withdrawn] } },
    ]);
    renderWithProviders('/', <RenewalCard tenancyId={tenancyId} ended={false} />);
    expect(await screen.findByText(/waiting for the tenant/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Offer a renewal' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this renewal offer?' });
    expect(dialog).toHaveTextContent('The tenant will no longer be able to accept the offer of S$3,400.00 a month.');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the offer' }));
    await waitFor(() => expect(sentBodies(api, 'POST', withdrawUrl)).toHaveLength(1));
    expect(await screen.findByText(/: withdrawn$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw the offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Offer a renewal' })).toBeInTheDocument();
  });

  it('says in the confirmation why a withdrawal failed, and forgets it once the dialog is closed', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    stubApi([
      { method: 'GET', path: offersUrl, body: { items: [offer] } },
      { method: 'POST', path: withdrawUrl, status: 409, body: { message: 'The tenant has already accepted this offer' } },
    ]);
    renderWithProviders('/', <RenewalCard tenancyId={tenancyId} ended={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this renewal offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw the offer' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Could not withdraw the offer: .+/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the offer' }));
    expect(within(await screen.findByRole('alertdialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no withdrawal to staff who do not handle money', async () => {
    useSessionStore.getState().setUser(makeUser({ role: 'content_manager' }));
    stubApi([{ method: 'GET', path: offersUrl, body: { items: [offer] } }]);
    renderWithProviders('/', <RenewalCard tenancyId={tenancyId} ended={false} />);
    expect(await screen.findByText(/waiting for the tenant/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw the offer' })).not.toBeInTheDocument();
  });
});
