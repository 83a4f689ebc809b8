import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@app/ui';
import { PublicSiteRoute } from './public-site-route';

const LoginRoute = lazy(async () => ({ default: (await import('./staff-routes')).LoginRoute }));
const AdminRoutes = lazy(async () => ({ default: (await import('./staff-routes')).AdminRoutes }));

const staffChunk = (routes: ReactNode) => <Suspense fallback={<Spinner label="Loading" />}>{routes}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={staffChunk(<LoginRoute />)} />
      <Route path="/admin/*" element={staffChunk(<AdminRoutes />)} />
      <Route path="*" element={<PublicSiteRoute />} />
    </Routes>
  );
}
