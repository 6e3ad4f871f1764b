import { useTranslation } from 'react-i18next';
import type { Status } from '@fedi/shared';
import { RemoteStatus as SharedRemoteStatus } from '@fedi/shared/remote-status';
import { NS } from '../i18n';

/** One status, rendered by the timelines remote (the shared RemoteStatus) with people's fallback text. */
export function RemoteStatus({
  status,
  compact,
  profileUserId,
}: {
  status: Status;
  compact?: boolean;
  profileUserId?: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <SharedRemoteStatus
      status={status}
      compact={compact}
      profileUserId={profileUserId}
      errorMessage={t('errors.status_module')}
      fallbackClassName="people-status-fallback"
    />
  );
}
