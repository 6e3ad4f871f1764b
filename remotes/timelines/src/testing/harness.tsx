import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { renderInApp, TEST_BASE } from '../../../../shared/testing/renderInApp';
import { detectCapabilities, importStatus, statusFromUnknown, type Capabilities, type Status } from '@fedi/shared';

// The shell owns i18next at run time; tests make one before the remote registers its strings.
if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../i18n');

export const BASE = TEST_BASE;

/** A wire status in Akkoma's shape, with overrides. */
export function wire(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '100',
    created_at: '2025-01-01T00:00:00.000Z',
    content: '<p>hello world</p>',
    spoiler_text: '',
    visibility: 'public',
    sensitive: false,
    uri: 'https://server.test/objects/100',
    url: 'https://server.test/notice/100',
    account: {
      id: 'bob',
      acct: 'bob',
      username: 'bob',
      display_name: 'Bob',
      avatar: '',
      url: 'https://server.test/users/bob',
    },
    mentions: [],
    media_attachments: [],
    emojis: [],
    tags: [],
    favourites_count: 0,
    reblogs_count: 0,
    replies_count: 0,
    ...overrides,
  };
}

export function statusOf(overrides: Record<string, unknown> = {}): Status {
  const status = statusFromUnknown(wire(overrides));
  if (!status) throw new Error('bad test status');
  return status;
}

export interface RenderOptions {
  userId?: string | null;
  role?: 'admin' | 'moderator' | 'member';
  caps?: Partial<Capabilities>;
  statuses?: Status[];
}

export function renderApp(
  element: ReactElement,
  { userId = 'alice', role = 'member', caps = {}, statuses = [] }: RenderOptions = {},
) {
  const capabilities: Capabilities = {
    ...detectCapabilities({}),
    reactions: { supported: true, api: 'pleroma', customEmoji: true },
    quotes: true,
    editing: true,
    ...caps,
  };
  return renderInApp(element, {
    userId,
    role,
    capabilities,
    setup: (queryClient) => statuses.forEach((status) => importStatus(queryClient, status)),
  });
}
