import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderInApp, TEST_BASE } from '../../../../shared/testing/renderInApp';
import { detectCapabilities } from '@fedi/shared';

if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../i18n');

export const BASE = TEST_BASE;

export function wireAccount(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'bob',
    acct: 'bob',
    username: 'bob',
    display_name: 'Bob',
    avatar: '',
    url: 'https://server.test/users/bob',
    note: '<p>bio</p>',
    followers_count: 1,
    following_count: 2,
    statuses_count: 10,
    created_at: '2025-01-01T00:00:00.000Z',
    locked: false,
    bot: false,
    emojis: [],
    fields: [],
    ...overrides,
  };
}

export function renderApp(
  element: ReactElement,
  {
    userId = 'alice',
    role = 'member',
    path = '/',
    setup,
  }: {
    userId?: string | null;
    role?: 'admin' | 'moderator' | 'member';
    path?: string;
    setup?: (queryClient: QueryClient) => void;
  } = {},
) {
  const capabilities = detectCapabilities({ nodeinfo: { software: { name: 'akkoma', version: '3.0' } } } as never);
  return renderInApp(element, { userId, role, path, capabilities, queryDefaults: { staleTime: Infinity }, setup });
}
