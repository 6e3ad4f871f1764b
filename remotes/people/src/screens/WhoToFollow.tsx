import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { suggestionsQuery, useApiClient } from '@fedi/shared';
import { NS } from '../i18n';
import { ErrorBox, Spinner, useErrorText } from '../components/common';
import { Root } from '../components/Root';
import { UserRow } from '../components/UserRow';

/** /who-to-follow: suggestion cards. */
export function WhoToFollowScreen() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const query = useQuery(suggestionsQuery(client, queryClient));
  return (
    <Root>
      <h1>{t('who_to_follow.title')}</h1>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorBox message={errorText(query.error)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.length === 0 && <p className="people-empty">{t('who_to_follow.none')}</p>}
      <ul className="people-list">
        {query.data?.map((user) => (
          <li key={user.id}>
            <UserRow user={user} />
          </li>
        ))}
      </ul>
    </Root>
  );
}
