import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useSessionStore } from '@app/web';
import { makeUser, renderWithProviders } from '@app/web/testing';
import { ProtectedRoute } from './protected-route';

const initialSession = useSessionStore.getState();
const PROTECTED_PAGES = [
  { path: '/admin/account', heading: 'My Account' },
  { path: '/admin', heading: 'Admin area' },
];

function renderProtected() {
  return renderWithProviders(
    '/admin',
    <Routes>
      <Route path="/auth" element={<h1>Login</h1>} />
      {PROTECTED_PAGES.map(({ path, heading }) => (
        <Route
          key={path}
          path={path}
          element={
            <ProtectedRoute>
              <h1>{heading}</h1>
            </ProtectedRoute>
          }
        />
      ))}
    </Routes>,
  );
}

describe('ProtectedRoute', () => {
  beforeEach(() => useSessionStore.setState(initialSession, true));

  it('waits while the session is being checked', () => {
    renderProtected();

    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).not.toBeInTheDocument();
  });

  it('tells a visitor without a session, then goes to the login page', async () => {
    useSessionStore.getState().setUser(null);
    renderProtected();

    expect(screen.getByText('Authentication required. Redirecting to login...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the page to a signed-in user, and leaves when the session ends', async () => {
    useSessionStore.getState().setUser(makeUser());
    renderProtected();

    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
    act(() => useSessionStore.getState().clear());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('takes a user whose role requires two-factor sign-in, not yet set up, to My Account', async () => {
    useSessionStore.getState().setUser({ ...makeUser(), twoFactorSetupRequired: true });
    renderProtected();

    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });
});
