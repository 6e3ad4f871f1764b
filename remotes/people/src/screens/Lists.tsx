import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  compareIds,
  displayAcct,
  displayNameHtml,
  importEntities,
  listQuery,
  QueryState,
  useApiClient,
  useErrorText,
  useSession,
  type User,
} from '@fedi/shared';
import { listAccountsQuery, listKeys, listsQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { listSaveDisabled } from '../logic/rules';
import { Avatar, ConfirmDialog, ErrorBox, Html } from '../components/common';
import { Root } from '../components/Root';

export const LIST_SEARCH_DEBOUNCE_MS = 2000;

/** /lists: newest first, each linking to its timeline and edit page. */
export function ListsScreen() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const lists = useQuery(listsQuery(client));
  const sorted = [...(lists.data ?? [])].sort((a, b) => compareIds(b.id, a.id));
  return (
    <Root>
      <header className="people-panel-head">
        <h1>{t('lists.title')}</h1>
        <Link className="people-button" to="/lists/new/edit">
          {t('lists.new')}
        </Link>
      </header>
      <QueryState
        query={lists}
        empty={lists.isSuccess && sorted.length === 0 && t('lists.none')}
        emptyHint={t('lists.none_hint')}
      />
      <ul className="people-list">
        {sorted.map((list) => (
          <li key={list.id} className="people-row">
            <Link to={`/lists/${list.id}`}>{list.title}</Link>
            <Link to={`/lists/${list.id}/edit`} aria-label={t('lists.edit_named', { title: list.title })}>
              {t('lists.edit')}
            </Link>
          </li>
        ))}
      </ul>
    </Root>
  );
}

function MemberRow({ user, checked, onToggle }: { user: User; checked: boolean; onToggle: (on: boolean) => void }) {
  return (
    <label className="people-row people-member">
      <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.target.checked)} />
      <Avatar src={user.avatar} size={32} />
      <Html html={displayNameHtml(user)} inline />
      <span className="people-faint" dir="ltr">
        @{displayAcct(user.acct)}
      </span>
    </label>
  );
}

/** /lists/:id/edit (id `new` creates): title, member search, selected members, save/delete. */
export function ListEditScreen() {
  const { t } = useTranslation(NS);
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const errorText = useErrorText();
  const titleId = useId();
  const searchId = useId();
  const [title, setTitle] = useState<string | null>(null);
  const [members, setMembers] = useState<Record<string, User> | null>(null);
  const [query, setQuery] = useState('');
  const [followingOnly, setFollowingOnly] = useState(true);
  const [found, setFound] = useState<User[]>([]);
  const [searching, setSearching] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const list = useQuery({ ...listQuery(client, id), enabled: !isNew });
  const accounts = useQuery({ ...listAccountsQuery(client, id), enabled: !isNew });
  const original = accounts.data?.items ?? [];
  const currentTitle = title ?? list.data?.title ?? '';
  const currentMembers = members ?? Object.fromEntries(original.map((user) => [user.id, user]));

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const timer = setTimeout(() => {
      setSearching(true);
      client.accounts
        .search({ q, resolve: false, following: followingOnly, limit: 20 })
        .then((users) => {
          importEntities(queryClient, { accounts: users });
          setFound(users.filter((user) => user.id !== session.user?.id));
        })
        .catch((failure: unknown) => setError(errorText(failure)))
        .finally(() => setSearching(false));
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, followingOnly, client, queryClient]);

  function toggle(user: User, on: boolean) {
    const next = { ...currentMembers };
    if (on) next[user.id] = user;
    else delete next[user.id];
    setMembers(next);
  }

  async function save() {
    setBusy(true);
    setError(null);
    try {
      const wanted = Object.keys(currentMembers);
      const had = original.map((user) => user.id);
      let listId = id;
      if (isNew) listId = (await client.lists.create(currentTitle)).id;
      else if (currentTitle !== list.data?.title) await client.lists.update(id, currentTitle);
      const added = wanted.filter((user) => !had.includes(user));
      const removed = had.filter((user) => !wanted.includes(user));
      if (added.length) await client.lists.addAccounts(listId, added);
      if (removed.length) await client.lists.removeAccounts(listId, removed);
      void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: listKeys.accounts(listId) });
      void queryClient.invalidateQueries({ queryKey: listKeys.list(listId) });
      void navigate(`/lists/${listId}`);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  async function remove() {
    setConfirmDelete(false);
    setBusy(true);
    try {
      await client.lists.delete(id);
      void queryClient.invalidateQueries({ queryKey: listKeys.mine() });
      void navigate('/lists');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  if (!isNew && (list.isPending || accounts.isPending || list.isError || accounts.isError)) {
    return (
      <Root>
        <QueryState
          query={{
            isPending: list.isPending || accounts.isPending,
            error: list.error ?? accounts.error,
            isFetching: list.isFetching || accounts.isFetching,
            refetch: () => Promise.all([list.refetch(), accounts.refetch()]),
          }}
        />
      </Root>
    );
  }
  const memberList = Object.values(currentMembers);
  return (
    <Root>
      <h1>{isNew ? t('lists.create_title') : t('lists.edit_title')}</h1>
      <form
        className="people-list-edit"
        onSubmit={(event) => {
          event.preventDefault();
          if (!listSaveDisabled(currentTitle)) void save();
        }}
      >
        <label htmlFor={titleId}>{t('lists.title_label')}</label>
        <input id={titleId} value={currentTitle} onChange={(event) => setTitle(event.target.value)} />
        <h2>{t('lists.members', { count: memberList.length })}</h2>
        <ul className="people-list">
          {memberList.map((user) => (
            <li key={user.id}>
              <MemberRow user={user} checked onToggle={(on) => toggle(user, on)} />
            </li>
          ))}
        </ul>
        <label htmlFor={searchId}>{t('lists.search_label')}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <label className="people-inline">
          <input type="checkbox" checked={followingOnly} onChange={(event) => setFollowingOnly(event.target.checked)} />
          {t('lists.following_only')}
        </label>
        <QueryState query={{ isPending: searching }} />
        <ul className="people-list" aria-label={t('lists.search_results')}>
          {(query.trim() ? found : [])
            .filter((user) => !currentMembers[user.id])
            .map((user) => (
              <li key={user.id}>
                <MemberRow user={user} checked={false} onToggle={(on) => toggle(user, on)} />
              </li>
            ))}
        </ul>
        {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
        <div className="people-actions">
          <button type="submit" className="people-primary" disabled={busy || listSaveDisabled(currentTitle)}>
            {isNew ? t('lists.create') : t('lists.save')}
          </button>
          {!isNew && (
            <button type="button" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('lists.delete')}
            </button>
          )}
        </div>
      </form>
      {confirmDelete && (
        <ConfirmDialog
          title={t('lists.confirm_delete', { title: currentTitle })}
          confirmLabel={t('lists.delete')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </Root>
  );
}
