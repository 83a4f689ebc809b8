import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LogoutButton, useSessionStore } from '@app/web';
import { apiProblem, clearToasts, makeUser, renderWithProviders, shownToasts, stubApi } from '@app/web/testing';
import { useSessionQuery } from '../api/session';

const initialSession = useSessionStore.getState();

function SessionRoutes() {
  useSessionQuery();
  return (
    <Routes>
      <Route path="/auth" element={<h1>Login</h1>} />
      <Route path="/admin" element={<LogoutButton />} />
    </Routes>
  );
}

describe('LogoutButton', () => {
  beforeEach(() => {
    useSessionStore.setState(initialSession, true);
    clearToasts();
  });

  it('ends the session and goes to the login page', async () => {
    stubApi([
      { method: 'GET', path: '/api/auth/me', body: makeUser() },
      { method: 'POST', path: '/api/auth/logout', body: { success: true } },
    ]);
    renderWithProviders('/admin', <SessionRoutes />);
    await waitFor(() => expect(useSessionStore.getState().status).toBe('authenticated'));

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Logged out' }));
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('says so when the server cannot log out', async () => {
    stubApi([
      { method: 'GET', path: '/api/auth/me', body: makeUser() },
      { method: 'POST', path: '/api/auth/logout', ...apiProblem(500, 'Boom') },
    ]);
    renderWithProviders('/admin', <SessionRoutes />);

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    await waitFor(() =>
      expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Logout failed', description: 'Could not log out', variant: 'destructive' })),
    );
  });
});
