import { X } from 'lucide';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GlobalNotice, Icon, useBusEvent } from '@fedi/shared';
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
        <Icon node={X} size={16} />
      </button>
    </div>
  );
}

/** The notice shown while the browser is offline (pollers pause meanwhile: shared `createPoller`). */
export const OFFLINE_NOTICE: GlobalNotice = { level: 'warning', messageKey: 'notice.offline' };

const isOnline = () => navigator.onLine !== false;

/**
 * Global notices (spec §3): levels, translated text, optional timeout (none by default), dismissible.
 * Going offline shows one notice (OFFLINE_NOTICE), gone when the connection is back; while offline,
 * error notices are not shown (the failures they report are that one cause).
 */
export function Notices() {
  const [notices, setNotices] = useState<ShownNotice[]>(() => (isOnline() ? [] : [{ ...OFFLINE_NOTICE, id: 0 }]));
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((all) => removeNotice(all, id)), []);

  useBusEvent(
    'notice:show',
    useCallback((notice: GlobalNotice) => {
      if (notice.level === 'error' && !isOnline()) return;
      const id = nextId.current++;
      setNotices((all) => addNotice(all, notice, id));
    }, []),
  );

  useEffect(() => {
    const onOffline = () => {
      const id = nextId.current++;
      // The outage's errors already shown are that one cause too.
      setNotices((all) =>
        addNotice(
          all.filter((notice) => notice.level !== 'error'),
          OFFLINE_NOTICE,
          id,
        ),
      );
    };
    const onOnline = () => setNotices((all) => all.filter((notice) => notice.messageKey !== OFFLINE_NOTICE.messageKey));
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

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
