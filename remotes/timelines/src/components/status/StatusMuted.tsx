import { Eye } from 'lucide';
import type { TFunction } from 'i18next';
import type { NS } from '../../i18n';
import { Icon } from '@fedi/shared';

/** A muted status folded to its author and the reason, with a button to show it anyway. */
export function StatusMuted({
  name,
  headingId,
  threadMuted,
  index,
  onShow,
  t,
}: {
  name: string;
  headingId: string;
  threadMuted: boolean;
  index?: number;
  onShow(): void;
  t: TFunction<typeof NS>;
}) {
  return (
    <article className="status status-muted" data-index={index} tabIndex={-1} aria-labelledby={headingId}>
      <span id={headingId} dir="ltr">
        {name}
      </span>{' '}
      <span className="muted-reason">{threadMuted ? t('status.thread_muted') : t('status.muted')}</span>{' '}
      <button type="button" onClick={onShow} aria-label={t('status.unmute_show')}>
        <Icon node={Eye} />
      </button>
    </article>
  );
}
