import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, NetworkError, useErrorText, useSession } from '@fedi/shared';
import { useServerBase } from '../api';
import { NS } from '../i18n';
import { remoteInteractionLink } from '../logic/links';
import { usePrefs } from '../prefs';
import type { ActionBarProps } from './SignedInActionBar';

/** The signed-in action bar's chunk: Timeline starts it with the first page, so it is there with the statuses. */
export const loadSignedInActions = () => import(/* webpackChunkName: "timelines-actions" */ './SignedInActionBar');

/** In place of the actions when their chunk could not be downloaded (spec §8: a connection failure). */
function ActionsUnavailable() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  return (
    <div className="status-actions" role="group" aria-label={t('actions.label')}>
      <span role="alert">{errorText(new NetworkError('timelines-actions chunk'))}</span>
    </div>
  );
}

const SignedInActionBar = lazy(() =>
  loadSignedInActions().catch((error: unknown) => {
    console.warn('Could not load the status actions', error);
    return { default: ActionsUnavailable };
  }),
);

/**
 * The status's actions: for a visitor, links to the remote interaction page (the first load carries
 * only these); for a signed-in user, reply, quote, favourite, react, repeat and the extra menu
 * (`SignedInActionBar`), an empty row of the same height until its chunk is there.
 */
export function ActionBar(props: ActionBarProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const serverBase = useServerBase();
  const [prefs] = usePrefs();
  const { status } = props;
  const stats = !prefs.hidePostStats;
  if (!session.user) {
    const link = remoteInteractionLink(serverBase, { statusId: status.id });
    return (
      <div className="status-actions" role="group" aria-label={t('actions.label')}>
        <a href={link} target="_blank" rel="noopener noreferrer" className="action-link">
          {t('actions.reply')}
          {stats && status.replies_count > 0 ? ` ${formatCount(status.replies_count)}` : ''}
        </a>
        <a href={link} target="_blank" rel="noopener noreferrer" className="action-link">
          {t('actions.repeat')}
          {stats && status.reblogs_count > 0 ? ` ${formatCount(status.reblogs_count)}` : ''}
        </a>
        <a href={link} target="_blank" rel="noopener noreferrer" className="action-link">
          {t('actions.favourite')}
          {stats && status.favourites_count > 0 ? ` ${formatCount(status.favourites_count)}` : ''}
        </a>
      </div>
    );
  }

  return (
    <Suspense fallback={<div className="status-actions" role="group" aria-label={t('actions.label')} aria-busy />}>
      <SignedInActionBar {...props} />
    </Suspense>
  );
}
