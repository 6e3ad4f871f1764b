import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';

/**
 * The one offline notice of the app: shown while the browser has no network. What the service worker kept
 * stays readable and posts wait as drafts (ARCHITECTURE.md "Offline and installed app").
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="connection-notice" role="status">
      {t('offline.notice')}
    </div>
  );
}
