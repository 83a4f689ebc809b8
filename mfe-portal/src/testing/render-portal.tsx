import { Route, Routes } from 'react-router-dom';
import type { PortalAccount } from '@app/contracts';
import { renderWithProviders } from '@app/web/testing';
import PortalApp from '../app/portal-app';

export const TENANCY_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';

/** A tenant signed in with one active tenancy. */
export const tenantAccount: PortalAccount = {
  role: 'tenant',
  name: 'Tan Mei Ling',
  email: 'meiling@example.sg',
  tenancies: [{ id: TENANCY_ID, unit: '12 Marine Parade Road #08-12', leaseStart: '2026-01-01', leaseEnd: '2027-12-31', status: 'active' }],
  emergencyPhone: '+65 6123 4567',
};

/** The portal mounted as the shell mounts it, at /portal/*, opened at `path`. */
export const renderPortalAt = (path: string) =>
  renderWithProviders(
    path,
    <Routes>
      <Route path="/portal/*" element={<PortalApp />} />
    </Routes>,
  );
