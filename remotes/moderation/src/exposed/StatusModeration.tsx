import { X } from 'lucide';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Icon, type StatusModerationProps, useStatus } from '@fedi/shared';
import { NS } from '../i18n';
import { PostActions } from '../components/PostActions';
import '../moderation.css';

/**
 * A moderator's actions on one status (mark sensitive, visibility, delete), opened from timelines'
 * status menu for staff through the remote loader: timelines never imports this remote.
 */
export default function StatusModeration({ statusId, onClose, returnFocus }: StatusModerationProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const status = useStatus(statusId);
  return (
    <Dialog
      kind="modal"
      className="modal mod-status-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <div className="modal-header">
        <h2 id={titleId}>{t('moderation.moderate_post')}</h2>
        <button type="button" onClick={onClose} aria-label={t('moderation.close')}>
          <Icon node={X} size={16} />
        </button>
      </div>
      {status && !status.deleted ? (
        <>
          <p className="mod-muted">
            @{status.account.acct}: {status.text.slice(0, 140)}
          </p>
          <PostActions status={status} onDone={undefined} />
        </>
      ) : (
        <p>{t('moderation.post_gone')}</p>
      )}
    </Dialog>
  );
}
