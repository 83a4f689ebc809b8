import { REMOTE_NAMES } from '@app/contracts';
import { stubApi } from '@app/web/testing';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FakeMediaPicker } from '../testing/fake-media-picker';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const ENTRY = '/mfe/mfe-admin-media/mf-manifest.json';
const manifest = (mediaEntry: string) => ({
  method: 'GET' as const,
  path: '/remotes.json',
  body: { remotes: { ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/mfe/${name.replace(/_/g, '-')}/mf-manifest.json`])), mfe_admin_media: mediaEntry } },
});

/** The loader remembers its registration, so each test takes a fresh copy of the module. */
function freshLoader(): typeof import('./load-media-picker') {
  let loader!: typeof import('./load-media-picker');
  jest.isolateModules(() => {
    jest.requireActual<typeof import('@app/web')>('@app/web').setRequestLogger(jest.fn());
    loader = jest.requireActual('./load-media-picker');
  });
  return loader;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue({ default: FakeMediaPicker });
});

describe('loadMediaPicker', () => {
  it('registers the media remote from the deploy-time manifest once, then loads its picker', async () => {
    const api = stubApi([manifest(ENTRY)]);
    const { loadMediaPicker } = freshLoader();

    await expect(loadMediaPicker(false)).resolves.toBe(FakeMediaPicker);
    await loadMediaPicker(false);

    expect(api).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_admin_media', entry: ENTRY }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mfe_admin_media/MediaPicker');
  });

  it('registers afresh on a retry', async () => {
    stubApi([manifest(ENTRY)]);
    const { loadMediaPicker } = freshLoader();
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('remoteEntry.js failed'));

    await expect(loadMediaPicker(false)).rejects.toThrow('remoteEntry.js failed');
    await expect(loadMediaPicker(true)).resolves.toBe(FakeMediaPicker);

    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin_media', entry: ENTRY }], { force: true });
  });

  it('fails when the manifest cannot be read, and reads it again next time', async () => {
    const api = stubApi([{ method: 'GET', path: '/remotes.json', status: 503, body: { statusCode: 503, error: 'Unavailable', message: 'Unavailable' } }]);
    const { loadMediaPicker } = freshLoader();

    await expect(loadMediaPicker(false)).rejects.toThrow('Unavailable');
    await expect(loadMediaPicker(false)).rejects.toThrow();

    expect(api).toHaveBeenCalledTimes(2);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
