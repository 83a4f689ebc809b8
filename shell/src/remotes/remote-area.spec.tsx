import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@app/ui';
import { RemoteArea } from './remote-area';
import { loadedRemoteModule, loadRemoteModule } from '@app/web/remotes';

jest.mock('@app/web/remotes', () => ({ loadRemoteModule: jest.fn(), loadedRemoteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteModule);
const loadedRemote = jest.mocked(loadedRemoteModule);

function renderArea() {
  return render(
    <UiProvider>
      <MemoryRouter>
        <RemoteArea remote="mfe_admin_users" exposed="UsersApp" label="User Management" />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a fallback when the remote cannot load, and Retry loads it afresh', async () => {
    loadRemote.mockRejectedValueOnce(new Error('network down'));
    loadRemote.mockResolvedValueOnce({ default: () => <h1>Users</h1> });
    renderArea();

    expect(await screen.findByRole('heading', { name: 'User Management could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('mfe_admin_users', 'UsersApp', true);
  });

  it('renders a remote loaded already at once, without its loading state', () => {
    loadedRemote.mockReturnValueOnce({ default: () => <h1>Users</h1> });
    renderArea();

    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('contains a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    loadRemote.mockResolvedValue({ default: Broken });
    renderArea();

    expect(await screen.findByRole('alert')).toHaveTextContent('User Management could not be loaded');
  });
});
