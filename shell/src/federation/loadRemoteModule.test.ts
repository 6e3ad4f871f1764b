import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadRemoteModule, registerManifest } from './loadRemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

afterEach(() => {
  jest.useRealTimers();
  mockedLoad.mockReset();
});

describe('loadRemoteModule', () => {
  it('returns the module', async () => {
    mockedLoad.mockResolvedValue({ routes: {} });
    await expect(loadRemoteModule('timelines', './routes')).resolves.toEqual({ routes: {} });
    expect(mockedLoad).toHaveBeenCalledWith('timelines/routes');
  });

  it('wraps any failure in a ChunkLoadError naming the chunk', async () => {
    mockedLoad.mockRejectedValue(new Error('RUNTIME-003 failed to fetch'));
    const error = await loadRemoteModule('chat', './routes').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk chat/routes failed');
  });

  it('fails when the runtime resolves to nothing', async () => {
    mockedLoad.mockResolvedValue(null);
    await expect(loadRemoteModule('chat', './routes')).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after 120 s', async () => {
    jest.useFakeTimers();
    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const pending = loadRemoteModule('settings', './SettingsModal');
    const settled = jest.fn();
    pending.catch(settled);
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(pending).rejects.toThrow('Loading chunk settings/SettingsModal failed');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('registerManifest', () => {
  it('registers every remote with an absolute entry URL', () => {
    registerManifest(
      { remotes: { chat: { entry: '/remotes/chat/remoteEntry.js' } }, panels: [] },
      'http://127.0.0.1:4455/main/all',
    );
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'chat', entry: 'http://127.0.0.1:4455/remotes/chat/remoteEntry.js' }],
      { force: true },
    );
  });
});
