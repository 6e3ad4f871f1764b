import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { SaveNotice } from './useSaveNotice';

/** Where a save's outcome is told (a status for success, an alert for an error). */
export function SaveNoticeView({ notice, okText }: { notice: SaveNotice; okText?: string }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <p role="status" className="settings-saved">
        {notice?.kind === 'ok' ? (okText ?? t('profile.saving_ok')) : ''}
      </p>
      {notice?.kind === 'error' && (
        <p role="alert" className="form-error">
          {notice.message}
        </p>
      )}
    </>
  );
}
