import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient, useInstanceConfig, useSession } from '@fedi/shared';
import { isUserQuery } from '../../session/clearUserData';
import { onWorkerMessage } from './register';

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
  const client = useApiClient();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { t, i18n } = useTranslation();
  const { config } = useInstanceConfig();
  const colours = useThemeColours();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    onWorkerMessage((type) => {
      if (type === 'fedi:refreshed') {
        clearTimeout(timer);
        timer = setTimeout(() => void queryClient.invalidateQueries({ predicate: isUserQuery }), 150);
      } else if (type === 'fedi:controlled') {
        void queryClient.refetchQueries({ type: 'active', predicate: isUserQuery });
        if (signedIn) void client.oauth.verifyCredentials().catch(() => undefined);
      }
    });
    return () => {
      clearTimeout(timer);
      onWorkerMessage(null);
    };
  }, [queryClient, client, signedIn]);

  const acct = session.user?.acct;
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.theme_color);
    const worker = navigator.serviceWorker?.controller;
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
  }, [config.name, i18n.language, colours, acct, t]);
  return null;
}
