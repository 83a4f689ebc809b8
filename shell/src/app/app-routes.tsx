import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@app/ui';
import { RemoteArea } from '../remotes/remote-area';

const LoginRoute = lazy(async () => ({ default: (await import('./staff-routes')).LoginRoute }));
const AdminRoutes = lazy(async () => ({ default: (await import('./staff-routes')).AdminRoutes }));

const staffChunk = (routes: ReactNode) => <Suspense fallback={<Spinner label="Loading" />}>{routes}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={staffChunk(<LoginRoute />)} />
      <Route path="/admin/*" element={staffChunk(<AdminRoutes />)} />
      <Route
        path="*"
        element={<RemoteArea remote="mfe_public" exposed="PublicApp" label="Website" />}
      />
    </Routes>
  );
}
