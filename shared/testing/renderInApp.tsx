// Component-test frame shared by the remotes: the providers the shell puts around every screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import {
  ApiClientProvider,
  BusContext,
  instanceKeys,
  createApiClient,
  createBus,
  SessionContext,
  type Capabilities,
  type Role,
  type Session,
} from '@fedi/shared';

export const TEST_BASE = 'http://server.test';

export interface InAppOptions {
  /** Signed in as this user id (also the acct), or a visitor when null. */
  userId?: string | null;
  role?: Role;
  path?: string;
  capabilities: Capabilities;
  queryDefaults?: { staleTime?: number };
  /** Seeds the cache before the first render. */
  setup?(queryClient: QueryClient): void;
  /** The session's sign-out (a no-op by default). */
  signOut?(): Promise<void>;
}

export function renderInApp(
  element: ReactElement,
  {
    userId = 'alice',
    role = 'member',
    path = '/',
    capabilities,
    queryDefaults = {},
    setup,
    signOut = async () => undefined,
  }: InAppOptions,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, ...queryDefaults }, mutations: { retry: false } },
  });
  queryClient.setQueryData(instanceKeys.capabilities(TEST_BASE), capabilities);
  setup?.(queryClient);
  const session: Session = {
    status: userId ? 'signed-in' : 'anonymous',
    user: userId ? { id: userId, acct: userId, display_name: userId, avatar: '', role, locked: false } : null,
    token: userId ? 'TOKEN' : null,
    baseUrl: TEST_BASE,
    signOut,
  };
  const client = createApiClient({ baseUrl: TEST_BASE, getToken: () => session.token });
  const bus = createBus();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <BusContext.Provider value={bus}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
          </ApiClientProvider>
        </BusContext.Provider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, bus, queryClient, client };
}
