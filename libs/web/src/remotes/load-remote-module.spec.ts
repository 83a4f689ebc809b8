import { REMOTE_NAMES } from '@app/contracts';
import { stubApi } from '@app/web/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ENTRY = '/mfe/mfe-admin-media/mf-manifest.json';
const PICKER = { default: () => null };
const manifest = (mediaEntry: string) => ({
  method: 'GET' as const,
  path: '/remotes.json',
  body: {
    remotes: { ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mfe/${name.replace(/_/g, '-')}/mf-manifest.json`])), mfe_admin_media: mediaEntry },
  },
});

/** The loader remembers the manifest and its registrations, so each test takes a fresh copy of the module. */
function freshLoader(): typeof import('./load-remote-module') {
  let loader!: typeof import('./load-remote-module');
  jest.isolateModules(() => {
    loader = jest.requireActual('./load-remote-module');
  });
  return loader;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue(PICKER);
});

describe('loadRemoteModule', () => {
  it('registers a remote from the deploy-time manifest on its first use only, then loads its module', async () => {
    const api = stubApi([manifest(ENTRY)]);
    const { loadRemoteModule } = freshLoader();

    await expect(loadRemoteModule('mfe_admin_media', 'MediaPicker', false)).resolves.toBe(PICKER);
    await loadRemoteModule('mfe_admin_media', 'MediaPicker', false);

    expect(api).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_admin_media', entry: ENTRY }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mfe_admin_media/MediaPicker');
  });

  it('gives a module loaded already at once, and none before it has loaded', async () => {
    stubApi([manifest(ENTRY)]);
    const { loadedRemoteModule, loadRemoteModule } = freshLoader();

    expect(loadedRemoteModule('mfe_admin_media', 'MediaPicker')).toBeUndefined();
    await loadRemoteModule('mfe_admin_media', 'MediaPicker', false);

    expect(loadedRemoteModule('mfe_admin_media', 'MediaPicker')).toBe(PICKER);
    expect(loadedRemoteModule('mfe_admin_media', 'OtherModule')).toBeUndefined();
  });

  it('registers afresh on a retry', async () => {
    stubApi([manifest(ENTRY)]);
    const { loadRemoteModule } = freshLoader();
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('remoteEntry.js failed'));

    await expect(loadRemoteModule('mfe_admin_media', 'MediaPicker', false)).rejects.toThrow('remoteEntry.js failed');
    await expect(loadRemoteModule('mfe_admin_media', 'MediaPicker', true)).resolves.toBe(PICKER);

    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin_media', entry: ENTRY }], { force: true });
  });

  it('fails when the manifest cannot be read, and reads it again next time', async () => {
    const api = stubApi([{ method: 'GET', path: '/remotes.json', status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'Unavailable' } }]);
    const { loadRemoteModule } = freshLoader();

    await expect(loadRemoteModule('mfe_admin_media', 'MediaPicker', false)).rejects.toThrow('No address is configured for mfe_admin_media');
    await expect(loadRemoteModule('mfe_admin_media', 'MediaPicker', false)).rejects.toThrow();

    expect(api).toHaveBeenCalledTimes(2);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('fails when the runtime finds no such module', async () => {
    stubApi([manifest(ENTRY)]);
    const { loadRemoteModule } = freshLoader();
    jest.mocked(loadRemote).mockResolvedValueOnce(null);

    await expect(loadRemoteModule('mfe_admin_media', 'MediaPicker', false)).rejects.toThrow('mfe_admin_media/MediaPicker could not be loaded');
  });
});
