import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { sanitizeHtml } from '../sanitize';
import type { WireStatus } from '../wireStatus';

/** A status: author, time, content warning, sanitized content. Other remotes reuse it. */
export default function Status({ status }: { status: WireStatus }) {
  const { t } = useTranslation(NS);
  const shown = status.reblog ?? status;
  const [expanded, setExpanded] = useState(false);
  const hidden = Boolean(shown.spoiler_text) && !expanded;
  const attachments = shown.media_attachments?.length ?? 0;
  return (
    <article className="status" aria-labelledby={`status-${status.id}-author`}>
      {status.reblog && <p className="status-repeat">{t('status.repeated', { name: status.account.display_name || status.account.acct })}</p>}
      <header className="status-header">
        <img className="avatar" src={shown.account.avatar} alt="" width={40} height={40} loading="lazy" />
        <div>
          <span id={`status-${status.id}-author`} className="status-author">
            {shown.account.display_name || shown.account.acct}
          </span>{' '}
          <span className="status-acct">@{shown.account.acct}</span>
        </div>
        <time dateTime={shown.created_at}>{new Date(shown.created_at).toLocaleString()}</time>
      </header>
      {shown.spoiler_text && (
        <p className="status-cw">
          {t('status.content_warning', { text: shown.spoiler_text })}{' '}
          <button type="button" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            {expanded ? t('status.show_less') : t('status.show_more')}
          </button>
        </p>
      )}
      {!hidden && <div className="status-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(shown.content) }} />}
      {!hidden && attachments > 0 && <p className="status-attachments">{t('status.attachments', { count: attachments })}</p>}
    </article>
  );
}
