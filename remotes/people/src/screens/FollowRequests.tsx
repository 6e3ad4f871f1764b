import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, useApiClient, useErrorText, usePreferences, type User } from '@fedi/shared';
import { followRequestsQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { ConfirmDialog, ErrorBox } from '../components/common';
import { Root } from '../components/Root';
import { UserRow } from '../components/UserRow';

/** /friend-requests: approve / deny with confirm dialogs (modalOnApproveFollow / modalOnDenyFollow) and a counter. */
export function FollowRequestsScreen() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [removed, setRemoved] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ user: User; approve: boolean } | null>(null);
  const [preferences] = usePreferences();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useInfiniteQuery(followRequestsQuery(client, queryClient));
  const requests = (query.data?.pages.flatMap((page) => page.items) ?? []).filter((user) => !removed.includes(user.id));

  async function act(user: User, approve: boolean) {
    setConfirm(null);
    setBusy(user.id);
    setError(null);
    try {
      if (approve) await client.followRequests.authorize(user.id);
      else await client.followRequests.reject(user.id);
      setRemoved((ids) => [...ids, user.id]);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  const ask = (user: User, approve: boolean) =>
    (approve ? preferences.modalOnApproveFollow : preferences.modalOnDenyFollow)
      ? setConfirm({ user, approve })
      : void act(user, approve);

  return (
    <Root>
      <h1>
        {t('follow_requests.title')} <span className="people-badge">{requests.length}</span>
      </h1>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <QueryState
        query={query}
        skeleton="row"
        empty={query.isSuccess && requests.length === 0 && t('follow_requests.none')}
        emptyHint={t('follow_requests.none_hint')}
      />
      <ul className="people-list">
        {requests.map((user) => (
          <li key={user.id} className="people-request">
            <UserRow user={user} controls={false} />
            <div className="people-actions">
              <button
                type="button"
                className="people-primary"
                disabled={busy === user.id}
                onClick={() => ask(user, true)}
              >
                {t('follow_requests.approve')}
              </button>
              <button type="button" disabled={busy === user.id} onClick={() => ask(user, false)}>
                {t('follow_requests.deny')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('common.load_older')}
        </button>
      )}
      {confirm && (
        <ConfirmDialog
          title={
            confirm.approve
              ? t('follow_requests.confirm_approve', { name: confirm.user.acct })
              : t('follow_requests.confirm_deny', { name: confirm.user.acct })
          }
          confirmLabel={confirm.approve ? t('follow_requests.approve') : t('follow_requests.deny')}
          onConfirm={() => void act(confirm.user, confirm.approve)}
          onCancel={() => setConfirm(null)}
        />
      )}
    </Root>
  );
}
