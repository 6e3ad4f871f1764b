import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DisplayName, displayAcct, QueryState, suggestionsQuery, useApiClient } from '@fedi/shared';
import './whoToFollowPanel.css';

/** Spec §9: three suggestions, then a link to the full who-to-follow page. */
export const WHO_TO_FOLLOW_PANEL_SIZE = 3;

export function WhoToFollowPanel() {
  const { t } = useTranslation();
  const client = useApiClient();
  const suggestions = useQuery({ ...suggestionsQuery(client, useQueryClient()), staleTime: 5 * 60_000 });
  return (
    <section className="panel who-to-follow-panel" aria-labelledby="wtf-title">
      <h2 id="wtf-title">{t('who_to_follow.title')}</h2>
      <QueryState query={suggestions} errorMessage={t('who_to_follow.error')}>
        <ul>
          {suggestions.data?.slice(0, WHO_TO_FOLLOW_PANEL_SIZE).map((user) => (
            <li key={user.id}>
              <img src={user.avatar} alt="" width={32} height={32} className="avatar" />{' '}
              {/* Name and handle on two lines, each cut with an ellipsis inside the panel (the whole handle in its title). */}
              <span className="wtf-names">
                <Link to={`/users/${user.id}`}>
                  <DisplayName user={user} />
                </Link>{' '}
                <span className="faint" dir="ltr" title={`@${displayAcct(user.acct)}`}>
                  @{displayAcct(user.acct)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </QueryState>
      <Link to="/who-to-follow">{t('who_to_follow.more')}</Link>
    </section>
  );
}
