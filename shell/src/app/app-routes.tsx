import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@app/ui';
import { PublicSiteRoute } from './public-site-route';

type StaffRoutes = typeof import('./staff-routes');
type StaffRouteName = 'LoginRoute' | 'ForgotPasswordRoute' | 'ResetPasswordRoute' | 'AdminRoutes' | 'PortalRoute';

let staffRoutes: StaffRoutes | undefined;
let staffRoutesLoad: Promise<StaffRoutes> | undefined;

/**
 * The staff screens' chunk, fetched once (again after a failure). startApp waits for it on a staff address, so that
 * their first render does not suspend: a fallback shown even briefly makes React hold the next reveal back 300 ms.
 */
export function loadStaffRoutes(): Promise<StaffRoutes> {
  staffRoutesLoad ??= import('./staff-routes').then(
    (module) => (staffRoutes = module),
    (error: unknown) => {
      staffRoutesLoad = undefined;
      throw error;
    },
  );
  return staffRoutesLoad;
}

/** A screen of the staff chunk: rendered at once when the chunk is loaded, else behind a spinner while it loads. */
function staffRoute(name: StaffRouteName) {
  const LazyScreen = lazy(async () => ({ default: (await loadStaffRoutes())[name] }));
  return function StaffRoute() {
    const Screen = staffRoutes?.[name] ?? LazyScreen;
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <Screen />
      </Suspense>
    );
  };
}

const LoginRoute = staffRoute('LoginRoute');
const ForgotPasswordRoute = staffRoute('ForgotPasswordRoute');
const ResetPasswordRoute = staffRoute('ResetPasswordRoute');
const AdminRoutes = staffRoute('AdminRoutes');
const PortalRoute = staffRoute('PortalRoute');

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<LoginRoute />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordRoute />} />
      <Route path="/auth/reset-password" element={<ResetPasswordRoute />} />
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="/portal/*" element={<PortalRoute />} />
      <Route path="*" element={<PublicSiteRoute />} />
    </Routes>
  );
}
