import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, useErrorText, type AdminUser } from '@fedi/shared';
import { NS } from '../i18n';

/**
 * Spec §5: deleting a user needs the user's name typed. Delete stays disabled until it matches; a
 * failure shows the server's message here and the account stays as it was.
 */
export function DeleteUserDialog({
  user,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  user: AdminUser;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const ids = useId();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === user.nickname;
  return (
    <Dialog kind="alert" className="confirm-dialog" aria-labelledby={`${ids}-title`} onClose={onCancel}>
      <h2 id={`${ids}-title`}>{t('moderation.delete_title', { nickname: user.nickname })}</h2>
      <p id={`${ids}-text`}>{t('moderation.delete_text', { nickname: user.nickname })}</p>
      <label htmlFor={`${ids}-input`}>{t('moderation.delete_type_label')}</label>
      <input
        id={`${ids}-input`}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        aria-describedby={`${ids}-text`}
        onChange={(event) => setTyped(event.target.value)}
      />
      {error != null && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="confirm-buttons">
        <button type="button" onClick={onCancel}>
          {t('moderation.cancel')}
        </button>
        <button type="button" className="danger" disabled={!matches || pending} onClick={onConfirm}>
          {pending ? t('moderation.deleting') : t('moderation.delete_confirm')}
        </button>
      </div>
    </Dialog>
  );
}
