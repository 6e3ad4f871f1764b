import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BusContext, createBus, RemoteLoaderContext } from '@fedi/shared';
import { loadRemoteModule } from '../federation/loadRemoteModule';
import { initI18n } from '../i18n/i18n';
import { routeObjects } from '../routing/routes';
import { SessionProvider } from '../session/SessionProvider';
import { ApiClientBridge } from './ApiClientBridge';
import { readInitialResults } from './initialResults';
import { createPreloadedFetch } from './preloadedFetch';
import { StartupData } from './StartupData';

/** The API lives on the page's own origin; the start command proxies it when pointed at a real server. */
const API_BASE = '';

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }));
  const [bus] = useState(createBus);
  const [router] = useState(() => createBrowserRouter(routeObjects));
  const [i18n] = useState(initI18n);
  const [startupFetch] = useState(() => createPreloadedFetch(readInitialResults(document), window.fetch.bind(window), window.location.origin));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BusContext.Provider value={bus}>
          <RemoteLoaderContext.Provider value={loadRemoteModule}>
          <SessionProvider baseUrl={API_BASE}>
            <ApiClientBridge fetch={startupFetch}>
              <StartupData />
              <RouterProvider router={router} />
            </ApiClientBridge>
          </SessionProvider>
          </RemoteLoaderContext.Provider>
        </BusContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
