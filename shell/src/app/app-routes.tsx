import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@app/ui';
import { PublicSiteRoute } from './public-site-route';

const LoginRoute = lazy(async () => ({ default: (await import('./staff-routes')).LoginRoute }));
const ForgotPasswordRoute = lazy(async () => ({ default: (await import('./staff-routes')).ForgotPasswordRoute }));
const ResetPasswordRoute = lazy(async () => ({ default: (await import('./staff-routes')).ResetPasswordRoute }));
const AdminRoutes = lazy(async () => ({ default: (await import('./staff-routes')).AdminRoutes }));
const PortalRoute = lazy(async () => ({ default: (await import('./staff-routes')).PortalRoute }));

const staffChunk = (routes: ReactNode) => <Suspense fallback={<Spinner label="Loading" />}>{routes}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={staffChunk(<LoginRoute />)} />
      <Route path="/auth/forgot-password" element={staffChunk(<ForgotPasswordRoute />)} />
      <Route path="/auth/reset-password" element={staffChunk(<ResetPasswordRoute />)} />
      <Route path="/admin/*" element={staffChunk(<AdminRoutes />)} />
      <Route path="/portal/*" element={staffChunk(<PortalRoute />)} />
      <Route path="*" element={<PublicSiteRoute />} />
    </Routes>
  );
}
