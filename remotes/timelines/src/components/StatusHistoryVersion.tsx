import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { usePrefs } from '../prefs';
import { RichContent } from './RichContent';
import type { StatusVersion } from './StatusHistoryVersions';

const HTTP = /^https?:\/\//i;

/** One version in the history dialog: when, content warning, content, media and poll options. */
export function StatusHistoryVersion({ version }: { version: StatusVersion }) {
  const { t } = useTranslation(NS);
  const [prefs] = usePrefs();
  const time = version.createdAt ? new Date(version.createdAt).toLocaleString() : '';
  // Sensitive media of an old version is listed by name only when the person hides sensitive media.
  const thumbnails = !(version.sensitive && prefs.hideNsfw) && !prefs.hideAttachments;
  return (
    <li
      className={version.current ? 'status-history-version current' : 'status-history-version'}
      data-testid="status-version"
    >
      <p className="status-history-meta">
        {version.createdAt && <time dateTime={version.createdAt}>{time}</time>}
        {version.current && <span className="badge">{t('history.current')}</span>}
        {version.original && <span className="badge">{t('history.original')}</span>}
      </p>
      {version.spoilerText && (
        <p className="status-history-cw">{t('status.content_warning', { text: version.spoilerText })}</p>
      )}
      <RichContent html={version.html} className="status-content" />
      {version.attachments.length > 0 && (
        <ul className="status-history-media" aria-label={t('attachment.list')}>
          {version.attachments.map((attachment) => {
            if (!HTTP.test(attachment.url)) return null;
            const label = `${t(`attachment.type_${attachment.type}`)}: ${attachment.description || t('attachment.no_description')}`;
            return (
              <li key={attachment.id}>
                <a href={attachment.url} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  {thumbnails && attachment.type === 'image' && HTTP.test(attachment.preview_url) ? (
                    <img src={attachment.preview_url} alt={attachment.description} loading="lazy" />
                  ) : (
                    label
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {version.sensitive && version.attachments.length > 0 && (
        <p className="status-history-note">{t('history.sensitive')}</p>
      )}
      {version.pollOptions && version.pollOptions.length > 0 && (
        <>
          <p className="status-history-poll-label" aria-hidden="true">
            {t('poll.label')}
          </p>
          <ul className="status-history-poll" aria-label={t('poll.label')}>
            {version.pollOptions.map((title, index) => (
              <li key={index}>{title}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
