import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, updateStore } from '../../app/pwa/register';

/** A new build is deployed: the page offers to reload under it (it never mixes the two builds). */
export function UpdateNotice() {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(updateStore.subscribe, updateStore.ready, () => false);
  if (!ready) return null;
  return (
    <div className="connection-notice update-notice" role="status">
      <span>{t('update.notice')}</span>
      <button type="button" onClick={applyUpdate}>
        {t('update.reload')}
      </button>
    </div>
  );
}
