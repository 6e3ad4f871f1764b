import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BusContext, createBus, sessionStreamingHub, useApiClient, useSession, type GlobalNotice } from '@fedi/shared';
import { installFetchRouter, type FetchCall } from '../../../shared/testing/fetchRouter';
import akkomaAccount from '../../../shared/src/__fixtures__/akkoma/account.json';
import { ApiClientBridge } from '../app/ApiClientBridge';
import { LoginPage } from './LoginPage';
import { SessionEndRedirect } from './SessionEndRedirect';
import { SessionProvider } from './SessionProvider';

const account = {
  ...(JSON.parse(JSON.stringify(akkomaAccount)) as Record<string, unknown>),
  id: 'alice',
  acct: 'alice',
};

beforeAll(async () => {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(() => window.localStorage.clear());

const testKey = (name: string, token: string | null) => ['session-end-test', name, token];

/** A page of the signed-in user: two calls at once, as a screen's queries make them. */
function NoticePage() {
  const client = useApiClient();
  const session = useSession();
  const home = useQuery({
    queryKey: testKey('home', session.token),
    queryFn: () => client.call('/api/v1/timelines/home'),
    enabled: session.status === 'signed-in',
    retry: false,
  });
  const notifications = useQuery({
    queryKey: testKey('notifications', session.token),
    queryFn: () => client.call('/api/v1/notifications'),
    enabled: session.status === 'signed-in',
    retry: false,
  });
  return (
    <>
      <p>
        notice page {session.status} {home.status} {notifications.status}
      </p>
      <button
        type="button"
        onClick={() => {
          void home.refetch();
          void notifications.refetch();
        }}
      >
        refresh
      </button>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Signed in as alice (stored token T1); every call with `refuse` set answers 401. */
function renderApp(refuse: { on: boolean }) {
  window.localStorage.setItem('fedi:oauth', JSON.stringify({ token: 'T1', lastLoginName: 'alice' }));
  const router = installFetchRouter((call: FetchCall) => {
    const bearer = call.headers.Authorization ?? call.headers.authorization;
    if (call.key === 'POST /oauth/token') return { body: { access_token: 'T2', token_type: 'Bearer' } };
    if (refuse.on && bearer === 'Bearer T1') return { status: 401, body: { error: 'The access token is invalid' } };
    if (call.key === 'GET /api/v1/accounts/verify_credentials') return { body: account };
    if (call.key === 'POST /api/v1/apps') return { body: { client_id: 'c', client_secret: 's' } };
    return { body: [] };
  });
  const bus = createBus();
  const notices: GlobalNotice[] = [];
  bus.on('notice:show', (notice) => notices.push(notice));
  const queryClient = new QueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <BusContext.Provider value={bus}>
        <SessionProvider baseUrl="">
          <ApiClientBridge>
            <MemoryRouter initialEntries={['/notice/42?x=1']}>
              <SessionEndRedirect />
              <Where />
              <Routes>
                <Route path="/notice/:id" element={<NoticePage />} />
                <Route path="/login" element={<LoginPage />} />
              </Routes>
            </MemoryRouter>
          </ApiClientBridge>
        </SessionProvider>
      </BusContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, router, notices };
}

describe('a 401 during a session', () => {
  test('ends it once: login page with one message, token forgotten, sockets closed; signing in returns to the page', async () => {
    const refuse = { on: false };
    const { router, notices } = renderApp(refuse);
    expect(await screen.findByText('notice page signed-in success success')).toBeInTheDocument();
    const hub = sessionStreamingHub('', 'T1');
    const close = jest.spyOn(hub, 'close');

    // The token is revoked on the server; the page's calls are refused (two of them, at once).
    refuse.on = true;
    const before = router.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'refresh' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    const refused = router.calls.slice(before).filter((call) => /timelines\/home|notifications/.test(call.path));
    expect(refused).toHaveLength(2);
    expect(screen.getAllByText('login.session_ended')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('login.session_ended');
    expect(JSON.parse(window.localStorage.getItem('fedi:oauth') ?? '{}')).not.toHaveProperty('token');
    expect(close).toHaveBeenCalled();
    // No revoke of a dead token, and no error notice besides the login page's message.
    expect(router.calls.slice(before).map((call) => call.key)).not.toContain('POST /oauth/revoke');
    expect(notices).toEqual([]);

    // Signing in again goes back to the page the reader was on.
    refuse.on = false;
    await userEvent.type(screen.getByLabelText('login.password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'login.submit' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/notice/42?x=1'));
    expect(await screen.findByText('notice page signed-in success success')).toBeInTheDocument();
    expect(screen.queryByText('login.session_ended')).not.toBeInTheDocument();
  });

  test('a stored token the server refuses at start ends quietly (no message, no redirect)', async () => {
    const refuse = { on: true };
    const { notices } = renderApp(refuse);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('fedi:oauth') ?? '{}')).not.toHaveProperty('token'),
    );
    expect(await screen.findByText(/notice page anonymous/)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/notice/42?x=1');
    expect(screen.queryByText('login.session_ended')).not.toBeInTheDocument();
    expect(notices).toEqual([]);
  });
});
