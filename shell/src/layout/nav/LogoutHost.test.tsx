import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BusContext, createBus, reloadPreferences, SessionContext, setPreferences, type Session } from '@fedi/shared';
import { LogoutHost } from './LogoutHost';

beforeAll(async () => {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});

afterEach(() => {
  window.localStorage.clear();
  reloadPreferences();
});

function renderHost() {
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
          <MemoryRouter initialEntries={['/main/all']}>
            <LogoutHost />
          </MemoryRouter>
        </BusContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { bus, session };
}

it('session:logout signs out (no confirm by default)', () => {
  const { bus, session } = renderHost();
  act(() => {
    bus.emit('session:logout');
  });
  expect(session.signOut).toHaveBeenCalled();
});

it('session:logout asks first when modalOnLogout is set; confirm false (account deleted or disabled) does not', async () => {
  setPreferences({ modalOnLogout: true });
  const { bus, session } = renderHost();
  act(() => {
    bus.emit('session:logout');
  });
  expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  expect(session.signOut).not.toHaveBeenCalled();
  act(() => {
    bus.emit('session:logout', { confirm: false });
  });
  expect(session.signOut).toHaveBeenCalled();
});
