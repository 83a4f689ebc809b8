import { Route, Routes } from 'react-router-dom';
import { type User } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { makeUser, renderWithProviders } from '@app/web/testing';
import ContentApp from '../app/content-app';

/** Renders the remote as the shell mounts it, at `path`, for `user`; the shell's other pages are headings. */
export function renderContentApp(path: string, user: User = makeUser()) {
  useSessionStore.getState().setUser(user);
  return renderWithProviders(
    path,
    <Routes>
      <Route path="/admin/content/*" element={<ContentApp />} />
      <Route path="/admin/media" element={<h1>Media Library</h1>} />
      <Route path="/admin" element={<h1>Dashboard</h1>} />
      <Route path="/auth" element={<h1>Login</h1>} />
    </Routes>,
  );
}
