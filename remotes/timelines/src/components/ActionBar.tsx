import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Repeat2, Reply, Star } from 'lucide';
import { formatCount, Icon, NetworkError, useErrorText, useSession, type IconNode } from '@fedi/shared';
import { useServerBase } from '../api';
import { NS } from '../i18n';
import { remoteInteractionLink } from '../logic/links';
import { usePrefs } from '../prefs';
import { actionName } from './actionName';
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
    // The same icons as a signed-in user's, each leading to the remote interaction page.
    const link = remoteInteractionLink(serverBase, { statusId: status.id });
    const visitorAction = (key: string, icon: IconNode, count: number) => (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className="action-link"
        aria-label={actionName(t, key, count, stats)}
        title={t(key)}
      >
        <Icon node={icon} />
        {stats && count > 0 ? <span className="action-count">{formatCount(count)}</span> : null}
      </a>
    );
    return (
      <div className="status-actions" role="group" aria-label={t('actions.label')}>
        {visitorAction('actions.reply', Reply, status.replies_count)}
        {visitorAction('actions.repeat', Repeat2, status.reblogs_count)}
        {visitorAction('actions.favourite', Star, status.favourites_count)}
      </div>
    );
  }

  return (
    <Suspense fallback={<div className="status-actions" role="group" aria-label={t('actions.label')} aria-busy />}>
      <SignedInActionBar {...props} />
    </Suspense>
  );
}
