import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  customEmojiQuery,
  DisplayName,
  QueryState,
  useAccount,
  useApiClient,
  type AdminUser,
  type CustomEmoji,
} from '@fedi/shared';
import { reportKeys } from '@fedi/shared/queries';
import { adminKeys, adminUsersQuery, runBulk, type UserFilter } from '@fedi/shared/moderation';
import { NS } from '../i18n';
import { Pager, usePages } from './Pager';
import { AccountActions } from './AccountActions';
import { BulkResults, NotAllowed, type BulkResult } from './BulkResults';
import { accountRights } from './rights';
import { useModeration } from './useModeration';

/** Filters that exclude each other: choosing one unchooses its pair. */
const FILTER_GROUPS: ReadonlyArray<readonly UserFilter[]> = [
  ['local', 'remote'],
  ['active', 'deactivated'],
  ['pending'],
  ['admins', 'moderators'],
];

type BulkAction = 'approve' | 'activate' | 'deactivate';

/**
 * The users section (spec §6): search, filters, paging, per-user admin menu and bulk actions; where the
 * server lists a user's statuses (Pleroma's admin API), a Posts button per user shows them in the posts
 * section (`onShowPosts`).
 */
export function UsersSection({ onShowPosts }: { onShowPosts?: (nickname: string) => void } = {}) {
  const { t } = useTranslation(NS);
  const ids = useId();
  const queryClient = useQueryClient();
  const { api, baseUrl, role, self, tagPolicy } = useModeration();
  // Pleroma's admin users carry no emoji: a local name's shortcodes are the instance's custom emoji.
  const instanceEmoji = useQuery(customEmojiQuery(useApiClient())).data;
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [filters, setFilters] = useState<UserFilter[]>([]);
  const pages = usePages();
  const { page } = pages;
  const query = useQuery(adminUsersQuery(api, baseUrl, { query: submitted, filters, page: page || undefined }));
  const users = query.data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<BulkResult[]>([]);
  const [bulkPending, setBulkPending] = useState(false);

  const toggleFilter = (filter: UserFilter, on: boolean) => {
    const group = FILTER_GROUPS.find((members) => members.includes(filter)) ?? [];
    setFilters((current) => [...current.filter((value) => !group.includes(value)), ...(on ? [filter] : [])]);
    pages.reset();
    setSelected(new Set());
  };
  const chosen = users.filter((user) => selected.has(user.id));
  const allowed = (action: BulkAction, user: AdminUser) => {
    const rights = accountRights(role, self, user, api.support, tagPolicy);
    return action === 'approve' ? rights.approve : rights.activate;
  };
  const bulk = async (action: BulkAction) => {
    setBulkPending(true);
    const outcome = await runBulk(chosen, (user) => {
      if (!allowed(action, user)) return Promise.reject(new NotAllowed());
      if (action === 'approve') return api.approve(user);
      return api.setActive(user, action === 'activate');
    });
    setBulkPending(false);
    setResults(
      outcome.map((result) => ({
        name: `@${result.item.nickname}`,
        ok: result.ok,
        error: result.ok ? undefined : result.error,
      })),
    );
    setSelected(new Set());
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all(baseUrl) }),
      queryClient.invalidateQueries({ queryKey: reportKeys.admin(baseUrl) }),
    ]);
  };

  return (
    <div className="mod-section">
      <form
        className="mod-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(search.trim());
          pages.reset();
        }}
      >
        <label htmlFor={`${ids}-search`}>{t('moderation.search_users')}</label>
        <input id={`${ids}-search`} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit">{t('moderation.search')}</button>
      </form>
      <fieldset className="mod-filters">
        <legend>{t('moderation.filters')}</legend>
        {FILTER_GROUPS.flat().map((filter) => (
          <label key={filter}>
            <input
              type="checkbox"
              checked={filters.includes(filter)}
              onChange={(event) => toggleFilter(filter, event.target.checked)}
            />{' '}
            {t(`moderation.filter_${filter}`)}
          </label>
        ))}
      </fieldset>
      {users.length > 0 && (
        <div className="mod-bulk" role="group" aria-label={t('moderation.bulk_actions')}>
          <label>
            <input
              type="checkbox"
              checked={users.every((user) => selected.has(user.id))}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(users.map((user) => user.id)) : new Set())
              }
            />{' '}
            {t('moderation.select_all')}
          </label>
          {(['approve', 'activate', 'deactivate'] as const).map((action) => (
            <button
              key={action}
              type="button"
              disabled={bulkPending || chosen.length === 0}
              onClick={() => void bulk(action)}
            >
              {t(`moderation.bulk_user_${action}`, { count: chosen.length })}
            </button>
          ))}
        </div>
      )}
      <BulkResults results={results} onDismiss={() => setResults([])} />
      <QueryState
        query={query}
        loadingLabel={t('moderation.loading_users')}
        skeleton="row"
        retryLabel={t('moderation.retry')}
        empty={users.length === 0 && t('moderation.no_users')}
      >
        <ul className="mod-users">
          {users.map((user) => (
            <li key={user.id} className="mod-user">
              <input
                type="checkbox"
                checked={selected.has(user.id)}
                aria-label={t('moderation.select_user', { nickname: user.nickname })}
                onChange={(event) =>
                  setSelected((previous) => {
                    const next = new Set(previous);
                    if (event.target.checked) next.add(user.id);
                    else next.delete(user.id);
                    return next;
                  })
                }
              />
              {user.avatar && <img src={user.avatar} alt="" width={32} height={32} loading="lazy" />}
              <div className="mod-user-names">
                <strong>
                  <UserName user={user} instanceEmoji={instanceEmoji} />
                </strong>{' '}
                <span>@{user.nickname}</span>
                <div className="mod-badges">
                  {user.role_name ? (
                    <span className="mod-badge">{user.role_name}</span>
                  ) : (
                    <>
                      {user.roles.admin && <span className="mod-badge">{t('moderation.badge_admin')}</span>}
                      {user.roles.moderator && <span className="mod-badge">{t('moderation.badge_moderator')}</span>}
                    </>
                  )}
                  {!user.local && <span className="mod-badge">{t('moderation.badge_remote')}</span>}
                  {!user.active && (
                    <span className="mod-badge mod-badge-warn">{t('moderation.badge_deactivated')}</span>
                  )}
                  {!user.approved && <span className="mod-badge mod-badge-warn">{t('moderation.badge_pending')}</span>}
                  {user.tags.map((tag) => (
                    <span key={tag} className="mod-badge mod-tag">
                      {tag}
                    </span>
                  ))}
                </div>
                {!user.approved && user.registration_reason && (
                  <p className="mod-reason">{t('moderation.reason', { reason: user.registration_reason })}</p>
                )}
              </div>
              {onShowPosts && api.support.posts && (
                <button
                  type="button"
                  className="mod-user-posts"
                  aria-label={t('moderation.user_posts', { nickname: user.nickname })}
                  onClick={() => onShowPosts(user.nickname)}
                >
                  {t('moderation.posts')}
                </button>
              )}
              <AccountActions user={user} />
            </li>
          ))}
        </ul>
      </QueryState>
      <Pager pages={pages} next={query.data?.next} total={query.data?.total} />
    </div>
  );
}

const SHORTCODE = /:[\w+-]+:/;

/**
 * A user's name with its custom emoji. Pleroma's admin users carry none: a local name's shortcodes are the
 * instance's; a remote one's are its own server's, read from the account (only when the name has one).
 */
function UserName({ user, instanceEmoji }: { user: AdminUser; instanceEmoji: CustomEmoji[] | undefined }) {
  const ownEmoji = user.account?.emojis;
  const needsAccount = !user.local && !ownEmoji && SHORTCODE.test(user.display_name ?? '');
  const account = useAccount(needsAccount ? user.id : undefined);
  return (
    <DisplayName
      user={{
        display_name: user.display_name,
        acct: user.nickname,
        emojis: ownEmoji ?? (user.local ? instanceEmoji : account?.emojis),
      }}
    />
  );
}
