import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useState, type ReactElement } from 'react';
import { detectCapabilities, type Capabilities, type SettingsModalProps, type SettingsTab } from '@fedi/shared';
import { renderInApp, TEST_BASE } from '../../../../shared/testing/renderInApp';
import { installFetchRouter, type FetchRoutes } from '../../../../shared/testing/fetchRouter';
import akkomaAccount from '../../../../shared/src/__fixtures__/akkoma/account.json';
import SettingsModal from '../exposed/SettingsModal';

if (!i18next.isInitialized) {
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../i18n');

export const BASE = TEST_BASE;
export const akkoma = (): Capabilities =>
  detectCapabilities({ nodeinfo: { software: { name: 'akkoma', version: '3.13.2' } } } as never);
export const snac = (): Capabilities =>
  detectCapabilities({ nodeinfo: { software: { name: 'snac', version: '2.80' } } } as never);

/** The seeded own account (Akkoma's fixture, as verify_credentials answers it). */
export const ownAccount = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...(JSON.parse(JSON.stringify(akkomaAccount)) as Record<string, unknown>),
  id: 'alice',
  ...overrides,
});

export const PROFILES_PATH = '/api/v1/akkoma/frontend_settings/pleroma-fe';

/** The server-side settings profile every test starts with (Akkoma): `default`, version 1, nothing in it. */
export function settingsProfileRoutes(): FetchRoutes {
  let stored = { name: 'default', version: 1, settings: {} as unknown };
  return {
    [`GET ${PROFILES_PATH}`]: () => ({ body: [{ name: stored.name, version: stored.version }] }),
    [`GET ${PROFILES_PATH}/default`]: () => ({ body: stored }),
    [`PUT ${PROFILES_PATH}/default`]: (call) => {
      const body = JSON.parse(String(call.body)) as { settings: unknown; version: number };
      stored = { name: 'default', ...body };
      return { body: stored };
    },
  };
}

/** The modal with its tab held like the shell holds it. */
function Host({ initialTab, ...props }: Omit<SettingsModalProps, 'tab' | 'onTabChange'> & { initialTab: SettingsTab }) {
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  return (
    <>
      <SettingsModal {...props} tab={tab} onTabChange={setTab} />
      <output data-testid="tab">{tab}</output>
    </>
  );
}

export function renderModal({
  tab = 'general',
  state = 'visible',
  userId = 'alice',
  capabilities = akkoma(),
  routes = {},
}: {
  tab?: SettingsTab;
  state?: 'visible' | 'minimized';
  userId?: string | null;
  capabilities?: Capabilities;
  routes?: FetchRoutes;
} = {}) {
  const fetch = installFetchRouter({
    'GET /api/v1/accounts/verify_credentials': { body: ownAccount() },
    ...settingsProfileRoutes(),
    // The lists a tab reads on its own, empty unless a test says otherwise.
    'GET /api/pleroma/aliases': { body: { aliases: [] } },
    'GET /api/v1/pleroma/backups': { body: [] },
    ...routes,
  });
  const onClose = jest.fn();
  const onTogglePeek = jest.fn();
  const element: ReactElement = <Host initialTab={tab} state={state} onClose={onClose} onTogglePeek={onTogglePeek} />;
  const utils = renderInApp(element, { userId, capabilities });
  return { ...utils, fetch, onClose, onTogglePeek };
}
