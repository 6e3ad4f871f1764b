import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences, type Status } from '@fedi/shared';
import { RemoteStatus } from '@fedi/shared/remote-status';
import { NS } from '../i18n';

/**
 * A status under review, rendered by timelines (the shared RemoteStatus). Moderator wellbeing: its media
 * are blurred and greyscale until "Show media" is pressed, per status, unless the moderator turned that off.
 */
export function ModStatus({ status }: { status: Status }) {
  const { t } = useTranslation(NS);
  const [preferences] = usePreferences();
  const [revealed, setRevealed] = useState(false);
  const hasMedia = status.media_attachments.length > 0 || (status.reblog?.media_attachments.length ?? 0) > 0;
  const safe = hasMedia && preferences.moderationSafeMedia && !revealed;
  return (
    <div className={safe ? 'mod-status mod-safe-media' : 'mod-status'}>
      <RemoteStatus
        status={status}
        compact
        errorMessage={t('moderation.status_module_failed')}
        fallbackClassName="mod-status-fallback"
      />
      {safe && (
        <button type="button" className="mod-reveal" onClick={() => setRevealed(true)}>
          {t('moderation.show_media')}
        </button>
      )}
    </div>
  );
}
