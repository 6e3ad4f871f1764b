import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient, useInstanceConfig, useSession } from '@fedi/shared';
import { isUserQuery } from '../../session/clearUserData';
import { accountCacheName } from './offlineCache';
import { onWorkerMessage } from './register';
import { takeSnapshot } from './snapshot';
import { warmCache } from './warmCache';

/** The root's theme colours (ThemeController writes them): the title bar and the installed app's splash. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return { theme_color: read('--panel-header', '#182230'), background_color: read('--bg', '#0d131a') };
}

/** Follows the theme: a new value each time the root's variables change. */
function useThemeColours() {
  const [colours, setColours] = useState(themeColours);
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setColours((now) => {
        const next = themeColours();
        return next.theme_color === now.theme_color && next.background_color === now.background_color ? now : next;
      }),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    return () => observer.disconnect();
  }, []);
  return colours;
}

/**
 * The page's side of the service worker: answers it refreshed are read again, the first worker in control
 * gets the first screen's reads to keep, and the manifest follows the instance's name, the theme and the
 * interface language (the worker answers /manifest.webmanifest with them).
 */
export function PwaBridge() {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session.token;
  const api = useApiClient();
  const { t, i18n } = useTranslation();
  const { config } = useInstanceConfig();
  const colours = useThemeColours();
  const [controller, setController] = useState(() => navigator.serviceWorker?.controller ?? null);
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return undefined;
    const change = () => setController(container.controller);
    container.addEventListener('controllerchange', change);
    return () => container.removeEventListener('controllerchange', change);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    onWorkerMessage((type) => {
      if (type === 'fedi:refreshed') {
        clearTimeout(timer);
        timer = setTimeout(() => void queryClient.invalidateQueries({ predicate: isUserQuery }), 150);
      } else if (type === 'fedi:controlled') {
        // The page's own origin only: a token goes to its own account's server and nowhere else.
        if (!session.baseUrl || new URL(session.baseUrl, window.location.href).origin === window.location.origin)
          warmCache(api);
      }
    });
    return () => {
      clearTimeout(timer);
      onWorkerMessage(null);
    };
  }, [queryClient, api, session.baseUrl]);

  const acct = session.user?.acct;
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.theme_color);
    const worker = controller;
    if (!worker) return;
    const icons = [{ src: '/icons/icon-192.png', sizes: '192x192' }];
    worker.postMessage({
      type: 'fedi:manifest',
      manifest: {
        name: config.name,
        short_name: config.name,
        lang: i18n.language,
        ...colours,
        shortcuts: [
          { name: t('nav.home'), url: '/main/friends', icons },
          {
            name: t('notifications.title'),
            url: acct ? `/${acct}/notifications` : '/main/friends?shortcut=notifications',
            icons,
          },
          { name: t('nav.new_post'), url: '/main/friends?shortcut=post', icons },
        ],
      },
    });
  }, [config.name, i18n.language, colours, acct, t, controller]);
  // The last-read timeline for the next start, each time the page is left or hidden.
  useEffect(() => {
    if (!controller) return undefined;
    let account = `fedi-api:${window.location.origin}:anonymous`;
    let cancelled = false;
    if (token)
      void accountCacheName('', token).then((name) => {
        if (!cancelled) account = name;
      });
    const save = (event: Event) => {
      // A tab put aside, or a page left (its visibility may still read `visible` on pagehide).
      if (event.type !== 'pagehide' && document.visibilityState !== 'hidden') return;
      const snapshot = takeSnapshot(account);
      if (snapshot) controller.postMessage({ type: 'fedi:snapshot', snapshot });
    };
    document.addEventListener('visibilitychange', save);
    window.addEventListener('pagehide', save);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', save);
      window.removeEventListener('pagehide', save);
    };
  }, [controller, token]);
  return null;
}
