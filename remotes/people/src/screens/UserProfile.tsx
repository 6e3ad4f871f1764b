import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  ApiError,
  errorText,
  importAccount,
  isMissingEndpointError,
  QueryState,
  serverErrorText,
  useAccount,
  useApiClient,
  useBusEvent,
  useCapabilities,
  usePreferences,
  useSession,
  type ApiClient,
  type Tag,
  type Translate,
  type User,
} from '@fedi/shared';
import { pinnedStatusesQuery, statusKeys } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { defaultProfileTab, profileTabs, tabFromHash, type ProfileTab } from '../logic/rules';
import { Tab, TabList, TabPanel, Tabs } from '@fedi/shared/widgets';
import { Pager } from '../components/Pager';
import { RemoteStatus } from '../components/RemoteStatus';
import { Root } from '../components/Root';
import { UserCard } from '../components/UserCard';
import { UserRow } from '../components/UserRow';

/** Profile errors of spec §8: a missing profile, 'Error fetching user: {errorText}' when the server said why, else the generic failure. */
export function profileErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 404) return t('user_profile.profile_does_not_exist');
  if (error instanceof Error && /no user with such user_id/i.test(error.message))
    return t('user_profile.profile_does_not_exist');
  if (error instanceof ApiError && serverErrorText(error.body))
    return `${t('user_profile.error_fetching_user')}: ${errorText(error, t)}`;
  return t('user_profile.profile_loading_error');
}

async function loadUser(client: ApiClient, key: { id?: string; name?: string }, signal: AbortSignal): Promise<User> {
  if (key.id !== undefined) {
    try {
      return await client.accounts.get(key.id, { signal });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
      return client.accounts.lookup(key.id, { signal });
    }
  }
  const name = key.name ?? '';
  try {
    return await client.accounts.lookup(name, { signal });
  } catch (error) {
    // Servers without accounts/lookup (or with a partial one) still find the user by search; a failure that
    // is not about the call (the server down, a rate limit, the token refused) is shown as it is.
    if (!(error instanceof ApiError) || [401, 403, 429, 500, 503].includes(error.status)) throw error;
    const found = await client.accounts.search({ q: name, resolve: false, limit: 5 }, { signal }).catch(() => []);
    const user = found.find((candidate) => candidate.acct.toLowerCase() === name.replace(/^@/, '').toLowerCase());
    if (!user) throw error;
    return user;
  }
}

function StatusesTab({ user, replies, media }: { user: User; replies?: boolean; media?: boolean }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const pinned = useQuery({ ...pinnedStatusesQuery(client, user.id), enabled: !replies && !media });
  const name = media ? 'media' : replies ? 'replies' : 'user';
  return (
    <>
      {!replies && !media && pinned.data && pinned.data.items.length > 0 && (
        <section aria-label={t('user_profile.pinned')}>
          <ul className="people-list">
            {pinned.data.items.map((status) => (
              <li key={`pin-${status.id}`} className="people-pinned">
                <span className="people-faint">{t('user_profile.pinned')}</span>
                <RemoteStatus status={status} profileUserId={user.id} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pager
        queryKey={statusKeys.ofAccount(name, user.id)}
        kind="statuses"
        fetchPage={(maxId, signal) =>
          client.timelines.fetch({ name, userId: user.id }, maxId ? { max_id: maxId } : {}, { signal })
        }
        itemKey={(status) => status.id}
        render={(status) => <RemoteStatus status={status} profileUserId={user.id} />}
        emptyText={t('user_profile.no_statuses')}
      />
    </>
  );
}

function FollowsTab({ user, isOwn, followers }: { user: User; isOwn: boolean; followers?: boolean }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const [sub, setSub] = useState<'users' | 'hashtags'>('users');
  if (followers) {
    return (
      <Pager
        queryKey={accountKeys.followers(user.id)}
        kind="accounts"
        fetchPage={(maxId, signal) => client.accounts.followers(user.id, maxId ? { max_id: maxId } : {}, { signal })}
        itemKey={(account) => account.id}
        render={(account) => <UserRow user={account} />}
        emptyText={t('user_profile.no_followers')}
      />
    );
  }
  const list =
    sub === 'hashtags' && isOwn ? (
      <Pager<Tag>
        queryKey={accountKeys.followedTags()}
        fetchPage={(maxId, signal) => client.tags.followed(maxId ? { max_id: maxId } : {}, { signal })}
        itemKey={(tag) => tag.name}
        render={(tag) => <Link to={`/tag/${encodeURIComponent(tag.name)}`}>#{tag.name}</Link>}
        emptyText={t('user_profile.no_hashtags')}
      />
    ) : (
      <Pager
        queryKey={accountKeys.following(user.id)}
        kind="accounts"
        fetchPage={(maxId, signal) => client.accounts.following(user.id, maxId ? { max_id: maxId } : {}, { signal })}
        itemKey={(account) => account.id}
        render={(account) => <UserRow user={account} />}
        emptyText={t('user_profile.no_follows')}
      />
    );
  return (
    <>
      {isOwn && (
        <Tabs selected={sub} onSelect={setSub}>
          <TabList className="people-subtabs" label={t('user_profile.follows_kind')}>
            <Tab value="users">{t('user_profile.followed_users')}</Tab>
            <Tab value="hashtags">{t('user_profile.followed_hashtags')}</Tab>
          </TabList>
          <TabPanel>{list}</TabPanel>
        </Tabs>
      )}
      {!isOwn && list}
    </>
  );
}

function FavoritesTab() {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  return (
    <Pager
      queryKey={statusKeys.favourites()}
      kind="statuses"
      fetchPage={(maxId, signal) =>
        client.timelines.fetch({ name: 'favorites' }, maxId ? { max_id: maxId } : {}, { signal })
      }
      itemKey={(status) => status.id}
      render={(status) => <RemoteStatus status={status} />}
      emptyText={t('user_profile.no_favorites')}
      emptyHint={t('user_profile.no_favorites_hint')}
    />
  );
}

/** A loaded profile: card and tabs from the URL hash (spec §2 User profile). */
export function ProfileView({ user: loaded }: { user: User }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAccount(loaded.id) ?? loaded;
  const isOwn = session.user?.id === user.id;
  const [preferences] = usePreferences();
  const tabs = profileTabs(user, isOwn, Boolean(session.user));
  // Spec §2: the URL hash names the tab; without one, the user's userProfileDefaultTab.
  const fallback = defaultProfileTab(preferences.userProfileDefaultTab, tabs);
  const tab = tabFromHash(location.hash, tabs, fallback);
  const select = (next: ProfileTab) => void navigate({ hash: next === fallback ? '' : next }, { replace: true });
  // Spec §4: staff deleted this account (moderation's admin menu or modal): the profile view goes back.
  useBusEvent(
    'moderation:user-deleted',
    useCallback(
      (userId: string) => {
        if (userId === user.id) void navigate(-1);
      },
      [navigate, user.id],
    ),
  );
  return (
    <div className="people-profile">
      <UserCard user={user} isOwn={isOwn} />
      <Tabs selected={tab} onSelect={select}>
        <TabList className="people-tabs" label={t('user_profile.tabs')}>
          {tabs.map((name) => (
            <Tab key={name} value={name}>
              {t(`user_profile.tab_${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel className="people-tabpanel">
          {tab === 'statuses' && <StatusesTab user={user} />}
          {tab === 'replies' && <StatusesTab user={user} replies />}
          {tab === 'media' && <StatusesTab user={user} media />}
          {tab === 'follows' && <FollowsTab user={user} isOwn={isOwn} />}
          {tab === 'followers' && <FollowsTab user={user} isOwn={isOwn} followers />}
          {tab === 'favorites' && <FavoritesTab />}
        </TabPanel>
      </Tabs>
    </div>
  );
}

function ProfileLoader({ id, name }: { id?: string; name?: string }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: accountKeys.profile(id ?? '', name ?? ''),
    queryFn: async ({ signal }) => importAccount(queryClient, await loadUser(client, { id, name }, signal)),
    retry: false,
  });
  return (
    <Root>
      <QueryState query={query} errorMessage={(error) => profileErrorText(error, t)}>
        {query.data && <ProfileView user={query.data} />}
      </QueryState>
    </Root>
  );
}

/** /:name */
export function UserProfileScreen() {
  const { name } = useParams();
  return <ProfileLoader key={name} name={name} />;
}

/** /users/:id — an account id, falling back to a nickname lookup. */
export function ExternalUserProfileScreen() {
  const { id } = useParams();
  return <ProfileLoader key={id} id={id} />;
}

/**
 * Finds `acct` (user@host), fetching it from its server when this one does not know it yet: through
 * `/api/v2/search?resolve=true&type=accounts` (snac resolves remote accounts only there), then, when that
 * finds nobody or the server lacks it, `/api/v1/accounts/search?resolve=true`.
 */
export async function resolveRemoteUser(
  client: ApiClient,
  acct: string,
  lacksSearchV2: boolean,
  signal?: AbortSignal,
): Promise<User> {
  const pick = (found: readonly User[]) =>
    found.find((candidate) => candidate.acct.toLowerCase() === acct.toLowerCase()) ?? found[0];
  let lastError: unknown = null;
  if (!lacksSearchV2) {
    try {
      const user = pick(
        (await client.search.search({ q: acct, resolve: true, type: 'accounts', limit: 5 }, { signal })).accounts,
      );
      if (user) return user;
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
    }
  }
  try {
    const user = pick(await client.accounts.search({ q: acct, resolve: true, limit: 5 }, { signal }));
    if (user) return user;
  } catch (error) {
    // A failure of the fallback says less than the first one's (the server's search is v2).
    if (lastError === null || isMissingEndpointError(lastError)) throw error;
    throw lastError;
  }
  if (lastError !== null && !isMissingEndpointError(lastError)) throw lastError;
  throw new ApiError(404, { error: 'Not found.' });
}

/** /remote-users/:acct and /remote-users/:hostname/:username: search, then replace with the profile. */
export function RemoteUserResolverScreen() {
  const { t } = useTranslation(NS);
  const params = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const acct = params.acct ? params.acct.replace(/^@/, '') : `${params.username ?? ''}@${params.hostname ?? ''}`;
  const capabilities = useCapabilities();
  const query = useQuery({
    queryKey: accountKeys.resolve(acct),
    queryFn: ({ signal }) => resolveRemoteUser(client, acct, capabilities.missing.includes('searchV2'), signal),
    retry: false,
  });
  const foundId = query.data?.id;
  useEffect(() => {
    if (foundId) void navigate(`/users/${foundId}`, { replace: true });
  }, [foundId, navigate]);
  return (
    <Root>
      <QueryState
        query={query}
        loadingLabel={t('remote_user_resolver.searching_for', { acct })}
        errorMessage={t('remote_user_resolver.error')}
      />
    </Root>
  );
}
