import { type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { type User } from '@app/contracts';
import { useSessionStore } from '@app/web';
import { renderWithProviders } from '@app/web/testing';

/** Renders `page` at /admin/users for `actor`; /admin stands in for the shell's dashboard. */
export function renderAsUser(page: ReactElement, actor: User) {
  useSessionStore.getState().setUser(actor);
  return renderWithProviders(
    '/admin/users',
    <Routes>
      <Route path="/admin" element={<h1>Dashboard</h1>} />
      <Route path="/admin/users" element={page} />
    </Routes>,
  );
}
