import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BusContext, createBus, SessionContext, type Session, type SettingsModalProps } from '@fedi/shared';
import { ModalHost } from './ModalHost';

jest.mock('../../federation/RemoteRegion', () => ({
  RemoteRegion: ({ children }: { children(module: unknown): unknown }) => children({ default: FakeSettings }),
}));

function FakeSettings({ tab, onTabChange, onClose, onTogglePeek, state }: SettingsModalProps) {
  return (
    <div role="dialog" aria-label="settings">
      <p>
        {state} {tab}
      </p>
      <button type="button" onClick={() => onTabChange('profile')}>
        to profile
      </button>
      <button type="button" onClick={onTogglePeek}>
        peek
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

function Location() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

beforeAll(async () => {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

function renderHost(path: string) {
  const bus = createBus();
  const session: Session = {
    status: 'signed-in',
    user: { id: 'alice', acct: 'alice', display_name: 'Alice', avatar: '', role: 'member', locked: false },
    token: 'T',
    baseUrl: '',
    signOut: jest.fn(async () => undefined),
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext.Provider value={session}>
        <BusContext.Provider value={bus}>
          <MemoryRouter initialEntries={[path]}>
            <ModalHost />
            <Location />
          </MemoryRouter>
        </BusContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { bus, session };
}

it('?settings=<tab> opens the settings modal on that tab; tab changes and close follow the URL', async () => {
  renderHost('/main/all?settings=profile&x=1');
  expect(await screen.findByRole('dialog', { name: 'settings' })).toHaveTextContent('visible profile');
  await userEvent.click(screen.getByRole('button', { name: 'peek' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('minimized profile');
  await userEvent.click(screen.getByRole('button', { name: 'close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('url')).toHaveTextContent('/main/all?x=1');
});

it('the bus opens it on a given tab and writes the URL; without a tab it opens on the last one', async () => {
  const { bus } = renderHost('/main/all');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => {
    bus.emit('settings:open', { tab: 'profile' });
  });
  expect(await screen.findByRole('dialog')).toHaveTextContent('visible profile');
  expect(screen.getByTestId('url')).toHaveTextContent('/main/all?settings=profile');
  await userEvent.click(screen.getByRole('button', { name: 'close' }));
  act(() => {
    bus.emit('settings:open');
  });
  expect(await screen.findByRole('dialog')).toHaveTextContent('visible profile');
});
