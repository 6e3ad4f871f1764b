import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  importRelationship,
  QueryState,
  settingsKeys,
  useApiClient,
  useErrorText,
  useSession,
  type Page,
  type User,
} from '@fedi/shared';
import { NS } from '../i18n';
import { settingId } from '../modal/searchIndex';
import { DomainList } from './DomainList';

type Kind = 'blocks' | 'mutes';

/**
 * The blocks or mutes tab: the accounts, paged ("Load more"), searchable within what is loaded, each with
 * Unblock / Unmute, and a bulk action on the selected ones; then the blocked or muted domains.
 */
export function AccountListTab({ kind }: { kind: Kind }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const client = useApiClient();
  const session = useSession();
  const queryClient = useQueryClient();
  const key = settingsKeys.accounts(kind, client.config.baseUrl, session.user?.id);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => {
      const params = pageParam ? { max_id: pageParam } : {};
      return kind === 'blocks' ? client.accounts.blocks(params, { signal }) : client.accounts.mutes(params, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<User>) => (last.items.length > 0 ? last.next : undefined),
    enabled: Boolean(session.user?.id),
  });
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? users.filter((user) => `${user.display_name} ${user.acct}`.toLowerCase().includes(needle))
    : users;

  const release = async (ids: readonly string[]) => {
    setBusy(true);
    setError(null);
    const done: string[] = [];
    try {
      for (const id of ids) {
        const relationship = kind === 'blocks' ? await client.accounts.unblock(id) : await client.accounts.unmute(id);
        importRelationship(queryClient, relationship);
        done.push(id);
      }
    } catch (failure) {
      setError(t(`lists.${kind}.error`, { error: errorText(failure) }));
    } finally {
      queryClient.setQueryData<InfiniteData<Page<User>>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.filter((u) => !done.includes(u.id)) })),
            }
          : data,
      );
      setSelected((current) => new Set([...current].filter((id) => !done.includes(id))));
      setBusy(false);
    }
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allShownSelected = shown.length > 0 && shown.every((user) => selected.has(user.id));

  return (
    <>
      <section className="settings-section" aria-labelledby={`settings-${kind}-accounts`}>
        <h3 id={`settings-${kind}-accounts`}>{t(`lists.${kind}.accounts`)}</h3>
        <div className="setting">
          <input
            id={settingId(`${kind}_search`)}
            type="search"
            aria-label={t(`lists.${kind}.search`)}
            placeholder={t(`lists.${kind}.search`)}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        <QueryState
          query={query}
          loadingLabel={t('lists.loading')}
          skeleton="row"
          empty={users.length === 0 ? t(`lists.${kind}.none`) : undefined}
          emptyHint={t(`lists.${kind}.none_hint`)}
        >
          <div className="account-list-actions">
            <label>
              <input
                type="checkbox"
                checked={allShownSelected}
                disabled={shown.length === 0}
                onChange={(event) =>
                  setSelected(
                    event.target.checked ? new Set([...selected, ...shown.map((user) => user.id)]) : new Set(),
                  )
                }
              />{' '}
              {t('lists.select_all')}
            </label>
            <button type="button" disabled={busy || selected.size === 0} onClick={() => void release([...selected])}>
              {t(`lists.${kind}.release_selected`, { count: selected.size })}
            </button>
          </div>
          <ul className="account-list" aria-label={t(`lists.${kind}.accounts`)}>
            {shown.map((user) => (
              <li key={user.id}>
                <input
                  type="checkbox"
                  aria-label={t('lists.select', { name: user.acct })}
                  checked={selected.has(user.id)}
                  onChange={(event) => toggle(user.id, event.target.checked)}
                />
                {user.avatar ? (
                  <img src={user.avatar} alt="" width={32} height={32} />
                ) : (
                  <span className="settings-avatar-none" aria-hidden="true" />
                )}
                <span className="account-list-name">
                  <bdi>{user.display_name || user.username}</bdi>{' '}
                  <span className="account-list-acct">@{user.acct}</span>
                </span>
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t(`lists.${kind}.release_named`, { name: user.acct })}
                  onClick={() => void release([user.id])}
                >
                  {t(`lists.${kind}.release`)}
                </button>
              </li>
            ))}
          </ul>
          {needle && shown.length === 0 && <p>{t('lists.no_match')}</p>}
          {query.hasNextPage && (
            <button type="button" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('lists.load_more')}
            </button>
          )}
        </QueryState>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </section>
      <DomainList kind={kind} />
    </>
  );
}
