import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConditionReportList, PortalLeaseList, RenewalOffer } from '@app/contracts';
import { busyOnce, makeRenewalOffer, sentBodies, setUpEachTest, stubApi } from '@app/web/testing';
import { renderPortalAt, TENANCY_ID, tenantAccount } from '../testing/render-portal';

const OFFER_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const REPORT_ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const account = tenantAccount;
const offer: RenewalOffer = makeRenewalOffer({ id: OFFER_ID, tenancyId: TENANCY_ID });
const leases: PortalLeaseList = {
  items: [
    {
      tenancyId: TENANCY_ID,
      unit: '12 Marine Parade Road #08-12',
      leaseStart: '2026-01-01',
      leaseEnd: '2027-12-31',
      viewer: 'tenant',
      stamping: { duty: 307, certificateRef: 'SD-2026-0001', stampedOn: '2026-01-05' },
      diplomaticClause: { noticeFrom: '2027-01-01', noticeMonths: 2, earliestEnd: '2027-03-01' },
      documents: [
        {
          id: 'd1',
          kind: 'stamp_certificate',
          label: 'Stamp certificate',
          filename: 'certificate.pdf',
          size: 1000,
          uploadedAt: '2026-01-05T02:00:00.000Z',
          url: '/api/portal/lease-documents/d1',
        },
      ],
      renewalOffer: offer,
    },
  ],
};

const reports: ConditionReportList = {
  items: [
    {
      id: REPORT_ID,
      tenancyId: TENANCY_ID,
      unit: '12 Marine Parade Road #08-12',
      kind: 'move_in',
      status: 'acknowledged',
      handoverOn: '2026-01-01',
      commentsCloseAt: '2026-01-08T16:00:00.000Z',
      open: false,
      integrity: 'verified',
    },
  ],
};

const renderLeasePage = () => renderPortalAt('/portal/lease');

describe('the portal lease page', () => {
  setUpEachTest();

  it('shows the stamping, the earliest date to give notice and the documents with the condition reports, and accepts the renewal offer', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      { method: 'GET', path: '/api/portal/leases', body: leases },
      { method: 'GET', path: '/api/portal/condition-reports', body: reports },
      { method: 'POST', path: `/api/portal/renewal-offers/${OFFER_ID}/answer`, body: { ...offer, status: 'accepted' } },
    ]);
    renderLeasePage();
    expect(await screen.findByText(/certificate SD-2026-0001/)).toBeInTheDocument();
    expect(screen.getByText(/You may give notice from 1 Jan 2027, with 2 months’ notice/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stamp certificate' })).toHaveAttribute('href', '/api/portal/lease-documents/d1');
    const report = await screen.findByRole('link', { name: 'Move-in condition report' });
    expect(report).toHaveAttribute('href', `/portal/condition-reports/${REPORT_ID}`);
    expect(report.closest('li')).toHaveTextContent('(Acknowledged)');
    const panel = screen.getByRole('region', { name: 'Renewal offer' });
    expect(panel).toHaveTextContent('S$3,400.00 a month');
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sentBodies(api, 'POST', `/api/portal/renewal-offers/${OFFER_ID}/answer`)).toEqual([{ accept: true }]));
  });

  it('says why the leases could not be loaded and, on Try Again, that there is no lease yet', async () => {
    stubApi([
      { method: 'GET', path: '/api/portal/me', body: account },
      busyOnce({ method: 'GET', path: '/api/portal/leases' }),
      { method: 'GET', path: '/api/portal/leases', body: { items: [] } },
      { method: 'GET', path: '/api/portal/condition-reports', body: { items: [] } },
    ]);
    renderLeasePage();
    expect(await screen.findByText(/Error loading your leases: The service is busy/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No lease to show yet.')).toBeInTheDocument();
  });
});
