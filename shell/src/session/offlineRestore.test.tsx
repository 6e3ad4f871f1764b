import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BusContext, createBus, useSession } from '@fedi/shared';
import { installFetchRouter } from '../../../shared/testing/fetchRouter';
import { SessionProvider } from './SessionProvider';
import { AccountStoreContext, createAccountStore } from './accountStore';

function Who() {
  const session = useSession();
  return (
    <p data-testid="who">
      {session.status} {session.user?.acct ?? '-'}
    </p>
  );
}

const stored = {
  accounts: [
    {
      key: 'self#alice',
      baseUrl: '',
      token: 'TOKEN',
      id: 'alice',
      acct: 'alice',
      display_name: 'Alice',
      avatar: '',
      role: 'member',
    },
  ],
  active: 'self#alice',
  token: 'TOKEN',
};

function renderSession() {
  const store = createAccountStore();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BusContext.Provider value={createBus()}>
        <AccountStoreContext.Provider value={{ store }}>
          <SessionProvider baseUrl="">
            <Who />
          </SessionProvider>
        </AccountStoreContext.Provider>
      </BusContext.Provider>
    </QueryClientProvider>,
  );
  return store;
}

afterEach(() => window.localStorage.clear());

describe('restoring a stored session (issue 28 #8)', () => {
  it('keeps the session signed in, as the stored account, when verify_credentials fails for the network', async () => {
    window.localStorage.setItem('fedi:oauth', JSON.stringify(stored));
    const { mock: fetchMock } = installFetchRouter({
      'GET /api/v1/accounts/verify_credentials': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderSession();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The failed check settles as the stored account, never as a visitor.
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed-in alice'));
    expect(JSON.parse(window.localStorage.getItem('fedi:oauth') ?? '{}')).toHaveProperty('token', 'TOKEN');
  });

  it('keeps the session on a server error (5xx): only a 401/403 ends it', async () => {
    window.localStorage.setItem('fedi:oauth', JSON.stringify(stored));
    const { mock: fetchMock } = installFetchRouter({
      'GET /api/v1/accounts/verify_credentials': { status: 502, body: { error: 'Bad gateway' } },
    });
    renderSession();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed-in alice'));
  });

  it('ends the session when the server refuses the token (401)', async () => {
    window.localStorage.setItem('fedi:oauth', JSON.stringify(stored));
    installFetchRouter({ 'GET /api/v1/accounts/verify_credentials': { status: 401, body: { error: 'Invalid' } } });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('anonymous'));
  });
});
