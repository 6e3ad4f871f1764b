import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayName, QueryState, type Status } from '@fedi/shared';
import { NS } from '../i18n';

/** Stands for the name in the translated sentence; the name is rendered with its custom emoji there. */
const NAME_SLOT = '\u2063NAME\u2063';

function WithName({ text, name }: { text: string; name: ReactNode }) {
  const [before, after] = text.split(NAME_SLOT);
  return after === undefined ? (
    text
  ) : (
    <>
      {before}
      {name}
      {after}
    </>
  );
}

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
          <strong>
            <WithName text={t(`context.${kind}`, { name: NAME_SLOT })} name={<DisplayName user={status.account} />} />
          </strong>{' '}
          <span className="composer-context-acct" dir="ltr">
            @{status.account.acct}
          </span>
          <p className="composer-context-text">{text.length > 280 ? `${text.slice(0, 280)}…` : text}</p>
        </>
      )}
    </aside>
  );
}
