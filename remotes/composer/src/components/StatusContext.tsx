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
  const text = status ? (status.spoiler_text ? `[${status.spoiler_text}] ` : '') + status.text : '';
  return (
    <aside className={`composer-context composer-context-${kind}`} aria-label={t(`context.${kind}_label`)}>
      <QueryState query={{ isPending: loading }} loadingLabel={t('composer.loading')} />
      {status && (
        <>
          <strong>{t(`context.${kind}`, { name: status.account.display_name || status.account.acct })}</strong>{' '}
          <span className="composer-context-acct">@{status.account.acct}</span>
          <p className="composer-context-text">{text.length > 280 ? `${text.slice(0, 280)}…` : text}</p>
        </>
      )}
    </aside>
  );
}
