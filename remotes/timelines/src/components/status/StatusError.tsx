import { X } from 'lucide';
import type { TFunction } from 'i18next';
import type { NS } from '../../i18n';
import { Icon } from '@fedi/shared';

/** The banner of a failed action or translation, with its dismiss button. */
export function StatusError({ error, onDismiss, t }: { error: string; onDismiss(): void; t: TFunction<typeof NS> }) {
  return (
    <div className="status-error" role="alert">
      {t('status.action_error', { error })}{' '}
      <button type="button" onClick={onDismiss} aria-label={t('common.dismiss')}>
        <Icon node={X} />
      </button>
    </div>
  );
}
