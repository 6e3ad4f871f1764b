import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ReactElement } from 'react';
import { detectCapabilities, RemoteLoaderContext, type RemoteModuleLoader } from '@fedi/shared';
import { renderInApp, TEST_BASE, type InAppOptions } from '../../../../shared/testing/renderInApp';

if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../i18n');

export const BASE = TEST_BASE;

export const wireAccount = (id = '9') => ({
  id,
  acct: 'bob',
  username: 'bob',
  display_name: 'Bob',
  avatar: '',
  url: 'https://server.test/users/bob',
  note: '',
  emojis: [],
  fields: [],
});

export const wireMessage = (id: number | string, from = '9', extra: Record<string, unknown> = {}) => ({
  id: String(id),
  chat_id: '1',
  account_id: from,
  content: `message ${id}`,
  created_at: new Date(Date.UTC(2026, 0, 1, 12, Number(id) % 60)).toISOString(),
  emojis: [],
  ...extra,
});

export const wireChat = (unread = 0, last?: ReturnType<typeof wireMessage>) => ({
  id: '1',
  unread,
  account: wireAccount(),
  updated_at: '2026-01-01T12:00:00.000Z',
  ...(last ? { last_message: last } : {}),
});

/** A chat part inside the app's providers, signed in as `alice` (id `alice`), on a server with chats. */
export function renderChat(
  element: ReactElement,
  options: Omit<InAppOptions, 'capabilities'> & { loader?: RemoteModuleLoader } = {},
) {
  const loader: RemoteModuleLoader = options.loader ?? (() => Promise.reject(new Error('no remotes in tests')));
  return renderInApp(<RemoteLoaderContext.Provider value={loader}>{element}</RemoteLoaderContext.Provider>, {
    capabilities: { ...detectCapabilities({}), chats: true },
    ...options,
  });
}

/**
 * jsdom lays nothing out: give the message scroller a height (a 0 px viewport shows no rows) and
 * each row the height of its estimate, as a browser would. Returns the restore function.
 */
export function layOutMessages(viewport = 600): () => void {
  // The virtualizer reads the scroller's size from offsetHeight (and scrolling bounds from clientHeight),
  // and each row's from offsetHeight: rows as tall as a short message, not 0 px as jsdom says.
  const saved = (['clientHeight', 'offsetHeight'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  for (const [name] of saved) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('chat-messages')) return viewport;
        return name === 'offsetHeight' && this.classList.contains('chat-row') ? 48 : 0;
      },
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  };
}
