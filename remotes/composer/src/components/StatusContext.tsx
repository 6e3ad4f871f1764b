import { useTranslation } from 'react-i18next';
import { QueryState, type Status } from '@fedi/shared';
import { NS } from '../i18n';

/** The post being replied to or quoted, shortly. */
export function StatusContext({
  kind,
  status,
  loading,
}: {
  kind: 'reply' | 'quote';
  status: Status | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(NS);
  const text = status ? (status.summary ? `[${status.summary}] ` : '') + status.text : '';
  return (
    <aside className={`composer-context composer-context-${kind}`} aria-label={t(`context.${kind}_label`)}>
      <QueryState query={{ isPending: loading }} loadingLabel={t('composer.loading')} />
      {status && (
        <>
          <strong>{t(`context.${kind}`, { name: status.user.name || status.user.screen_name })}</strong>{' '}
          <span className="composer-context-acct" dir="ltr">
            @{status.user.screen_name}
          </span>
          <p className="composer-context-text">{text.length > 280 ? `${text.slice(0, 280)}…` : text}</p>
        </>
      )}
    </aside>
  );
}
