import { Suspense, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { QueryState } from '@fedi/shared';
import type { NS } from '../../i18n';

/** "Show thread" / "Hide thread" in the card's footer. */
export function InlineThreadToggle({
  open,
  onToggle,
  t,
}: {
  open: boolean;
  onToggle(): void;
  t: TFunction<typeof NS>;
}) {
  return (
    <button type="button" className="link-button" aria-expanded={open} onClick={onToggle}>
      {open ? t('thread.collapse_inline') : t('thread.expand_inline')}
    </button>
  );
}

/**
 * The thread unfolded under the card: `thread` is the slot `Root` hands down (`InlineThreadContext`), so
 * the card never imports the conversation screen, which itself shows status cards.
 */
export function InlineThread({
  statusId,
  thread,
  t,
}: {
  statusId: string;
  thread: (statusId: string) => ReactNode;
  t: TFunction<typeof NS>;
}) {
  return (
    <div className="inline-thread">
      <Suspense fallback={<QueryState query={{ isPending: true }} loadingLabel={t('timeline.loading')} />}>
        {thread(statusId)}
      </Suspense>
    </div>
  );
}
