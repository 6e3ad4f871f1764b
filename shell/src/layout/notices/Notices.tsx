import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent, type GlobalNotice } from '@fedi/shared';
import { addNotice, removeNotice, type ShownNotice } from './noticeQueue';

function Notice({ notice, onDismiss }: { notice: ShownNotice; onDismiss(id: number): void }) {
  const { t } = useTranslation();
  // Each notice's own timer, started when it is shown: other notices coming and going leave it alone.
  useEffect(() => {
    if (!notice.timeout) return undefined;
    const timer = setTimeout(() => onDismiss(notice.id), notice.timeout);
    return () => clearTimeout(timer);
  }, [notice.id, notice.timeout, onDismiss]);
  return (
    <div className={`notice notice-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
      <span>{t(notice.messageKey, notice.messageArgs)}</span>
      <button type="button" onClick={() => onDismiss(notice.id)} aria-label={t('notice.dismiss')}>
        ×
      </button>
    </div>
  );
}

/** Global notices (spec §3): levels, translated text, optional timeout (none by default), dismissible. */
export function Notices() {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((all) => removeNotice(all, id)), []);

  useBusEvent(
    'notice:show',
    useCallback((notice: GlobalNotice) => {
      const id = nextId.current++;
      setNotices((all) => addNotice(all, notice, id));
    }, []),
  );

  // A manual popover, shown again for each notice: it then sits in the top layer above any modal
  // dialog already open (a notice must not hide behind the composer or settings).
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element?.showPopover) return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [notices]);

  if (notices.length === 0) return null;
  return (
    <div ref={list} className="notices" aria-live="polite" popover="manual">
      {notices.map((notice) => (
        <Notice key={notice.id} notice={notice} onDismiss={dismiss} />
      ))}
    </div>
  );
}
