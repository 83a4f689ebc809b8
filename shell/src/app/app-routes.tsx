import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found-page';
import { RemoteArea } from '../remotes/remote-area';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin">
        <Route path="content/*" element={<RemoteArea remote="mfe_admin_content" exposed="ContentApp" label="Content" />} />
        <Route path="media" element={<RemoteArea remote="mfe_admin_media" exposed="MediaLibraryApp" label="Media Library" />} />
        <Route path="users" element={<RemoteArea remote="mfe_admin_users" exposed="UsersApp" label="User Management" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="*"
        element={<RemoteArea remote="mfe_public" exposed="PublicApp" label="Website" props={{ notFound: <NotFoundPage /> }} />}
      />
    </Routes>
  );
}
