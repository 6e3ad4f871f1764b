import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BusContext, createBus, importAccount, normalizeUser, useSession } from '@fedi/shared';
import { installFetchRouter } from '../../../shared/testing/fetchRouter';
import akkomaAccount from '../../../shared/src/__fixtures__/akkoma/account.json';
import { SessionProvider } from './SessionProvider';

const account = (overrides: Record<string, unknown> = {}) => ({
  ...(JSON.parse(JSON.stringify(akkomaAccount)) as Record<string, unknown>),
  id: 'alice',
  acct: 'alice',
  display_name: 'Alice',
  avatar: 'https://server.test/a.png',
  ...overrides,
});

function Who() {
  const session = useSession();
  return (
    <p data-testid="who">
      {session.status} {session.user?.display_name} {session.user?.avatar}
    </p>
  );
}

it('the session user follows the own account in the entity cache (a profile save shows without a reload)', async () => {
  window.localStorage.setItem('fedi:oauth', JSON.stringify({ token: 'TOKEN' }));
  installFetchRouter({ 'GET /api/v1/accounts/verify_credentials': { body: account() } });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <BusContext.Provider value={createBus()}>
        <SessionProvider baseUrl="http://server.test">
          <Who />
        </SessionProvider>
      </BusContext.Provider>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('signed-in Alice https://server.test/a.png')).toBeInTheDocument();
  act(() => {
    importAccount(
      queryClient,
      normalizeUser(account({ display_name: 'Alice Renamed', avatar: 'https://server.test/new.png' }) as never),
    );
  });
  expect(await screen.findByText('signed-in Alice Renamed https://server.test/new.png')).toBeInTheDocument();
  window.localStorage.clear();
});
