import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusEvent, type GlobalNotice } from '@fedi/shared';

interface ShownNotice extends GlobalNotice {
  id: number;
}

let nextId = 1;

/** Global notices (spec §3): levels, translated text, optional timeout, dismissible. */
export function Notices() {
  const { t } = useTranslation();
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);

  useBusEvent(
    'notice:show',
    useCallback((notice: GlobalNotice) => {
      setNotices((all) => (all.some((n) => n.messageKey === notice.messageKey) ? all : [...all, { ...notice, id: nextId++ }]));
    }, []),
  );

  useEffect(() => {
    const timers = notices.filter((n) => n.timeout).map((n) => setTimeout(() => dismiss(n.id), n.timeout));
    return () => timers.forEach(clearTimeout);
  }, [notices, dismiss]);

  if (notices.length === 0) return null;
  return (
    <div className="notices" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
          <span>{t(notice.messageKey, notice.messageArgs)}</span>
          <button type="button" onClick={() => dismiss(notice.id)} aria-label={t('notice.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
