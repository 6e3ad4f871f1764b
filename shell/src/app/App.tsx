import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { BusContext, createBus, RemoteLoaderContext } from '@fedi/shared';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { initI18n } from '../i18n/i18n';
import { routeObjects } from '../routing/routes';
import { AccountsProvider } from '../session/AccountsProvider';
import { SessionProvider } from '../session/SessionProvider';
import { SessionEndRedirect } from '../session/SessionEndRedirect';
import { ApiClientBridge } from './ApiClientBridge';
import { readInitialResults } from './initialResults';
import { createPreloadedFetch } from './preloadedFetch';
import { StartupData } from './StartupData';
import { ThemeGate } from '../theme/ThemeGate';

/** The API lives on the page's own origin; the start command proxies it when pointed at a real server. */
const API_BASE = '';

/**
 * Declarative routing: no screen uses loaders or actions, and the data router would add ~16 KB gzip
 * to the first load. Location updates are not transitions, so a navigation and a session change made
 * together (logout) render together.
 */
function AppRoutes() {
  return useRoutes(routeObjects);
}

export function App() {
  const [bus] = useState(createBus);
  const [i18n] = useState(initI18n);
  const [startupFetch] = useState(() =>
    createPreloadedFetch(readInitialResults(document), window.fetch.bind(window), window.location.origin),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <BusContext.Provider value={bus}>
        <RemoteLoaderContext.Provider value={loadRemoteModule}>
          <BrowserRouter useTransitions={false}>
            {/* One query cache per account: the session and everything below is the active account's. */}
            <AccountsProvider>
              <SessionProvider baseUrl={API_BASE}>
                <ApiClientBridge fetch={startupFetch}>
                  <StartupData />
                  <ThemeGate />
                  <SessionEndRedirect />
                  <AppRoutes />
                </ApiClientBridge>
              </SessionProvider>
            </AccountsProvider>
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </BusContext.Provider>
    </I18nextProvider>
  );
}
