import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, patchStatus, useErrorText, type Status } from '@fedi/shared';
import { NS } from '../i18n';
import { useAdminAction } from './useAdminAction';
import { useModeration } from './useModeration';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'] as const;

/**
 * A moderator's actions on one status (spec §6): mark sensitive or not, change its visibility,
 * delete it (confirmed). The cached status changes only once the server agrees.
 */
export function PostActions({ status, onDone }: { status: Status; onDone?(): void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const ids = useId();
  const queryClient = useQueryClient();
  const { api } = useModeration();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const update = useAdminAction((change: { sensitive?: boolean; visibility?: string }) =>
    api.updateStatus(status.id, change),
  );
  const remove = useAdminAction(() => api.deleteStatus(status.id));
  const change = (patch: { sensitive?: boolean; visibility?: string }, doneText: string) => {
    setDone('');
    update.mutate(patch, {
      onSuccess: (changed) => {
        patchStatus(queryClient, status.id, {
          sensitive: changed?.sensitive ?? patch.sensitive ?? status.sensitive,
          ...(changed?.visibility || patch.visibility
            ? { visibility: changed?.visibility ?? (patch.visibility as Status['visibility']) }
            : {}),
        });
        setDone(doneText);
        onDone?.();
      },
    });
  };
  const error = update.error ?? remove.error;
  return (
    <div className="mod-post-actions" role="group" aria-label={t('moderation.post_actions')}>
      <button
        type="button"
        disabled={update.isPending}
        onClick={() =>
          change(
            { sensitive: !status.sensitive },
            t(status.sensitive ? 'moderation.done_unsensitive' : 'moderation.done_sensitive'),
          )
        }
      >
        {status.sensitive ? t('moderation.mark_not_sensitive') : t('moderation.mark_sensitive')}
      </button>
      {/* The label and its select stay on one line when the actions wrap. */}
      <span className="mod-field-inline">
        <label htmlFor={`${ids}-visibility`}>{t('moderation.visibility')}</label>
        <select
          id={`${ids}-visibility`}
          value={status.visibility}
          disabled={update.isPending}
          onChange={(event) =>
            change(
              { visibility: event.target.value },
              t('moderation.done_visibility', { visibility: t(`moderation.visibility_${event.target.value}`) }),
            )
          }
        >
          {VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {t(`moderation.visibility_${visibility}`)}
            </option>
          ))}
        </select>
      </span>
      <button type="button" className="danger" disabled={remove.isPending} onClick={() => setConfirming(true)}>
        {t('moderation.delete_status')}
      </button>
      {error != null && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {done && !error && (
        <p className="mod-done" role="status">
          {done}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('moderation.delete_status_title')}
          confirmLabel={t('moderation.delete_status')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(undefined, {
              onSuccess: () => {
                patchStatus(queryClient, status.id, { deleted: true });
                onDone?.();
              },
            });
          }}
        >
          <p>{t('moderation.delete_status_text')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
