import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusContext, createBus } from '@fedi/shared';
import { initI18n } from '../i18n/i18n';
import { RemoteRegion } from './RemoteRegion';
import { ChunkLoadError, loadRemoteModule } from './loadRemoteModule';
import { fetchManifest } from './manifest';

jest.mock('./loadRemoteModule', () => ({
  ...jest.requireActual('./loadRemoteModule'),
  loadRemoteModule: jest.fn(),
  registerManifest: jest.fn(),
}));
jest.mock('./manifest', () => ({ ...jest.requireActual('./manifest'), fetchManifest: jest.fn() }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const manifest = fetchManifest as jest.MockedFunction<typeof fetchManifest>;

function renderRegion(bus = createBus()) {
  initI18n();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <BusContext.Provider value={bus}>
        <RemoteRegion<{ text: string }> remote="chat" module="./routes" label="chat region">
          {(mod) => <p>{mod.text}</p>}
        </RemoteRegion>
        <p>rest of the app</p>
      </BusContext.Provider>
    </QueryClientProvider>,
  );
  return bus;
}

beforeEach(() => {
  manifest.mockResolvedValue({ remotes: { chat: { entry: '/remotes/chat/remoteEntry.js' } }, panels: [] });
});

it('renders the loaded module', async () => {
  load.mockResolvedValue({ text: 'chat screen' });
  renderRegion();
  expect(await screen.findByText('chat screen')).toBeInTheDocument();
});

it('shows the chunk error with Retry, keeps the rest, and recovers on Retry', async () => {
  load.mockRejectedValueOnce(new ChunkLoadError('chat/routes'));
  const bus = createBus();
  const failed = jest.fn();
  bus.on('remote:load-failed', failed);
  renderRegion(bus);
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk chat/routes failed');
  expect(screen.getByText('rest of the app')).toBeInTheDocument();
  expect(failed).toHaveBeenCalledWith(expect.objectContaining({ remote: 'chat', module: './routes' }));

  load.mockResolvedValueOnce({ text: 'chat screen' });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('chat screen')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('reports a broken remotes.json and retries it', async () => {
  manifest.mockRejectedValueOnce(new Error('/remotes.json: HTTP 500'));
  load.mockResolvedValue({ text: 'chat screen' });
  renderRegion();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The list of app modules could not be loaded: /remotes.json: HTTP 500',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('chat screen')).toBeInTheDocument();
});

it('contains a render error of the remote inside the region', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  function Broken(): never {
    throw new Error('boom');
  }
  load.mockResolvedValue({ text: 'x' });
  initI18n();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BusContext.Provider value={createBus()}>
        <RemoteRegion<{ text: string }> remote="chat" module="./routes" label="chat region">
          {() => <Broken />}
        </RemoteRegion>
        <p>rest of the app</p>
      </BusContext.Provider>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page stopped working: boom');
  expect(screen.getByText('rest of the app')).toBeInTheDocument();
  spy.mockRestore();
});
