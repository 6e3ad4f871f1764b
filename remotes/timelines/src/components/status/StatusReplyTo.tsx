import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayAcct, useStatus } from '@fedi/shared';
import { NS } from '../../i18n';

/** User text set into a translated sentence, isolated (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** 'Reply to @name' with a hover/focus popover of the parent (spec §2 hover popover, 25 ms delay). */
export function StatusReplyTo({ parentId, name }: { parentId: string; name?: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), 25);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <p className="status-reply-to" onMouseLeave={hide}>
      <Link to={`/notice/${encodeURIComponent(parentId)}`} onMouseEnter={show} onFocus={show} onBlur={hide}>
        {/* The handle, its @ included, isolated (FSI … PDI): left to right inside a right-to-left sentence. */}
        {name ? t('status.reply_to', { name: isolate(`@${displayAcct(name)}`) }) : t('status.reply_to_unknown')}
      </Link>
      {open && <StatusPopover id={parentId} />}
    </p>
  );
}

function StatusPopover({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  const status = useStatus(id);
  return (
    <span className="popover status-popover" role="tooltip">
      {status ? (
        <>
          <strong dir="ltr">{displayAcct(status.account.acct)}</strong>:{' '}
          <span dir="auto">{status.spoiler_text || status.text.slice(0, 280)}</span>
        </>
      ) : (
        t('status.status_unavailable')
      )}
    </span>
  );
}
