import { LogoutButton } from '@app/web';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../features/admin-layout';
import { ForgotPasswordPage, LoginPage, ProtectedRoute, ResetPasswordPage, useSessionQuery } from '../features/auth';
import { DashboardPage } from '../features/dashboard';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from '../remotes/remote-area';

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

/** /admin/*, relative to /admin. */
export function AdminRoutes() {
  useSessionQuery();
  return (
    <ProtectedRoute>
      <Routes>
        <Route element={<AdminLayout logoutButton={<LogoutButton />} />}>
          <Route index element={<DashboardPage logoutButton={<LogoutButton />} />} />
          <Route path="content/*" element={<RemoteArea remote="mfe_admin_content" exposed="ContentApp" label="Content" />} />
          <Route path="media" element={<RemoteArea remote="mfe_admin_media" exposed="MediaLibraryApp" label="Media Library" />} />
          <Route path="users" element={<RemoteArea remote="mfe_admin_users" exposed="UsersApp" label="User Management" />} />
          <Route path="account" element={<RemoteArea remote="mfe_admin_users" exposed="AccountApp" label="My Account" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ProtectedRoute>
  );
}
