import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { toast, useSessionStore } from '@app/web';
import { apiProblem, makeUser, renderWithProviders, sentBodies, stubApi } from '@app/web/testing';
import { useSessionQuery } from '../api/session';
import { LoginPage } from './login-page';

jest.mock('@app/web', () => ({ ...jest.requireActual('@app/web'), toast: jest.fn() }));

const initialSession = useSessionStore.getState();
const ME = '/api/auth/me';
const LOGIN = '/api/auth/login';

function SessionRoutes() {
  useSessionQuery();
  return (
    <Routes>
      <Route path="/auth" element={<LoginPage />} />
      <Route path="/admin" element={<h1>Dashboard</h1>} />
    </Routes>
  );
}

const renderLogin = () => renderWithProviders('/auth', <SessionRoutes />);

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => useSessionStore.setState(initialSession, true));

  it('shows the form, the account note and the platform panel', async () => {
    stubApi([{ method: 'GET', path: ME, status: 401, body: { statusCode: 401, error: 'Authentication required', message: '' } }]);
    renderLogin();

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(/new admin accounts can only be created by super admins/i)).toHaveTextContent(/contact the administrator/i);
    // Hidden below the lg breakpoint, which jsdom (no media queries) always is.
    const title = screen.getByRole('heading', { name: /property management platform with AI-assisted blog content/i, hidden: true });
    expect(within(title.closest('section') as HTMLElement).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
  });

  it('validates the email and password', async () => {
    const api = stubApi([{ method: 'GET', path: ME, status: 401, body: {} }]);
    renderLogin();

    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(sentBodies(api, 'POST', LOGIN)).toHaveLength(0);
  });

  it('signs in, welcomes the user and goes to the dashboard', async () => {
    const user = makeUser({ username: 'tan', email: 'tan@harbourline.sg' });
    const api = stubApi([
      { method: 'GET', path: ME, status: 401, body: {} },
      { method: 'POST', path: LOGIN, body: user },
    ]);
    renderLogin();

    await signIn('tan@harbourline.sg', 'Harbour-view-2025');

    expect(await screen.findByText('Redirecting to dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back, tan!' });
    expect(sentBodies(api, 'POST', LOGIN)).toEqual([{ email: 'tan@harbourline.sg', password: 'Harbour-view-2025' }]);
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('asks for the authentication code of an account with two-factor sign-in, then signs in', async () => {
    const user = makeUser({ username: 'tan', email: 'tan@harbourline.sg' });
    const api = stubApi([
      { method: 'GET', path: ME, status: 401, body: {} },
      { method: 'POST', path: LOGIN, body: { twoFactorRequired: true } },
      { method: 'POST', path: '/api/auth/login/two-factor', body: user },
    ]);
    renderLogin();

    await signIn('tan@harbourline.sg', 'Harbour-view-2025');
    await userEvent.type(await screen.findByLabelText(/^Authentication code/), '123 456');
    expect(toast).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sentBodies(api, 'POST', '/api/auth/login/two-factor')).toEqual([{ code: '123456' }]);
    expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome back, tan!' });
  });

  it('reports a failed sign-in with the server message', async () => {
    stubApi([
      { method: 'GET', path: ME, status: 401, body: {} },
      { method: 'POST', path: LOGIN, ...apiProblem(401, 'Invalid email or password') },
    ]);
    renderLogin();

    await signIn('tan@harbourline.sg', 'wrong-password');

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    stubApi([{ method: 'GET', path: ME, body: makeUser() }]);
    renderLogin();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
