import './i18nSetup';
import '../i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  ApiClientProvider,
  BusContext,
  createApiClient,
  createBus,
  deriveInstanceConfig,
  detectCapabilities,
  instanceKeys,
  accountKeys,
  SessionContext,
  type Capabilities,
  type Session,
  type Status,
  type WireInstance,
} from '@fedi/shared';

export const BASE = 'http://test.invalid';

export function capabilities(overrides: Partial<Capabilities> = {}): Capabilities {
  return {
    ...detectCapabilities({}),
    dialect: 'akkoma',
    polls: true,
    editing: true,
    quotes: true,
    postFormats: ['text/plain', 'text/markdown'],
    textLimit: 5000,
    uploadLimit: 1024 * 1024,
    pollLimits: { max_options: 4, max_option_chars: 20, min_expiration: 60, max_expiration: 86_400 },
    ...overrides,
  };
}

export function wireStatus(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'S1',
    created_at: '2024-01-01T00:00:00.000Z',
    content: '<p>hello</p>',
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    uri: 'https://test.invalid/objects/1',
    url: 'https://test.invalid/notice/1',
    account: {
      id: 'B',
      acct: 'bob',
      username: 'bob',
      display_name: 'Bob',
      avatar: '',
      url: 'https://test.invalid/users/bob',
    },
    mentions: [],
    media_attachments: [],
    emojis: [],
    tags: [],
    ...overrides,
  };
}

export interface HarnessOptions {
  caps?: Partial<Capabilities>;
  instance?: Record<string, unknown>;
  /** The instance's frontend configuration (pleroma_fe), as the shell has loaded it at startup. */
  frontend?: Record<string, unknown>;
  me?: { default_scope?: Status['visibility']; locked?: boolean };
  userId?: string;
  /** false: the instance data is not in the cache yet, it is loaded through fetch as the shell does at startup. */
  instanceLoaded?: boolean;
}

export function renderWithShell(element: ReactElement, options: HarnessOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const userId = options.userId ?? 'A';
  const apiClient = createApiClient({ baseUrl: BASE, getToken: () => 'TOKEN' });
  queryClient.setQueryData(instanceKeys.capabilities(BASE), capabilities(options.caps));
  // The shell's instance data: /api/v1/instance is read once, at startup, and the composer takes its limits from it.
  const instance = (options.instance ?? { configuration: { statuses: { max_media_attachments: 2 } } }) as WireInstance;
  if (options.instanceLoaded !== false)
    queryClient.setQueryData(
      instanceKeys.config(BASE),
      deriveInstanceConfig({ instance, frontend: options.frontend ?? {} }, BASE),
    );
  queryClient.setQueryData(accountKeys.own(BASE, userId), {
    id: userId,
    screen_name: 'alice',
    default_scope: options.me?.default_scope ?? 'public',
    locked: options.me?.locked ?? false,
  });
  const session: Session = {
    status: 'signed-in',
    user: {
      id: userId,
      acct: 'alice',
      display_name: 'Alice',
      avatar: '',
      role: 'member',
      locked: options.me?.locked ?? false,
    },
    token: 'TOKEN',
    baseUrl: BASE,
    signOut: async () => {},
  };
  const bus = createBus();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <ApiClientProvider client={apiClient}>
          <BusContext.Provider value={bus}>{element}</BusContext.Provider>
        </ApiClientProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, bus, queryClient };
}
