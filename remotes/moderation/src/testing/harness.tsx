import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { renderInApp, TEST_BASE } from '../../../../shared/testing/renderInApp';
import { detectCapabilities, RemoteLoaderContext, type RemoteModuleLoader } from '@fedi/shared';

if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../i18n');

export const BASE = TEST_BASE;

/** timelines' ./Status stand-in: the status text in an article. */
const loader = (async () => ({
  default: ({ status }: { status?: { text: string } }) => <article>{status?.text}</article>,
})) as unknown as RemoteModuleLoader;

export function renderModeration(
  element: ReactElement,
  {
    role = 'moderator',
    dialect = 'akkoma',
    tagPolicy = true,
  }: { role?: 'admin' | 'moderator' | 'member'; dialect?: 'akkoma' | 'mastodon'; tagPolicy?: boolean } = {},
) {
  const capabilities = detectCapabilities({
    nodeinfo: {
      software: { name: dialect, version: dialect === 'mastodon' ? '4.3.0' : '3.13.0' },
      metadata: { federation: { mrf_policies: tagPolicy ? ['TagPolicy'] : [] } },
    },
  } as never);
  return renderInApp(<RemoteLoaderContext.Provider value={loader}>{element}</RemoteLoaderContext.Provider>, {
    userId: role === 'admin' ? 'admin' : 'mod',
    role,
    capabilities,
  });
}

export function wireAccount(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    acct: id,
    username: id.split('@')[0],
    display_name: id,
    avatar: '',
    url: `https://server.test/users/${id}`,
    note: '',
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    locked: false,
    bot: false,
    emojis: [],
    fields: [],
    ...overrides,
  };
}

export function wireAdminUser(nickname: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `id-${nickname}`,
    nickname,
    display_name: nickname,
    avatar: '',
    is_active: true,
    local: !nickname.includes('@'),
    roles: { admin: false, moderator: false },
    tags: [],
    is_confirmed: true,
    is_approved: true,
    ...overrides,
  };
}
