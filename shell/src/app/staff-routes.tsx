import type { ReactNode } from 'react';
import { LogoutButton, useCurrentUser } from '@app/web';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout, REMOTE_AREA_ROUTES } from '../features/admin-layout';
import { ForgotPasswordPage, LoginPage, ProtectedRoute, ResetPasswordPage, useSessionQuery } from '../features/auth';
import { DashboardPage } from '../features/dashboard';
import { OpsPage } from '../features/ops';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from '../remotes/remote-area';
import { RemoteDashboardCards } from './remote-dashboard-cards';

// /auth and /admin are the only places that need the session. They are a chunk of their own, so visitors of the
// public site neither download the staff screens nor ask the API who they are.

/** /auth */
export function LoginRoute() {
  useSessionQuery();
  return <LoginPage />;
}

/** /auth/forgot-password */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

/** /auth/reset-password?token=… (the link of a reset e-mail or of an admin) */
export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

/** /portal/*: the tenants' portal, a remote of its own that signs tenants in itself (tenants are never staff). */
export function PortalRoute() {
  return <RemoteArea remote="mfe_portal" exposed="PortalApp" label="Tenant portal" />;
}

/** The ops page is for super admins (the API refuses its calls to anyone else); others see the 404 page. */
function SuperAdminsOnly({ children }: { children: ReactNode }) {
  return useCurrentUser()?.role === 'super_admin' ? children : <NotFoundPage />;
}

/** /admin/*, relative to /admin. */
export function AdminRoutes() {
  useSessionQuery();
  return (
    <ProtectedRoute>
      <Routes>
        <Route element={<AdminLayout logoutButton={<LogoutButton />} />}>
          <Route index element={<DashboardPage logoutButton={<LogoutButton />} remoteCards={<RemoteDashboardCards />} />} />
          {REMOTE_AREA_ROUTES.map(({ path, area }) => (
            <Route key={path} path={path} element={<RemoteArea remote={area.remote} exposed={area.exposed} label={area.title} />} />
          ))}
          <Route
            path="ops"
            element={
              <SuperAdminsOnly>
                <OpsPage />
              </SuperAdminsOnly>
            }
          />
          <Route path="account" element={<RemoteArea remote="mfe_admin_users" exposed="AccountApp" label="My Account" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ProtectedRoute>
  );
}
