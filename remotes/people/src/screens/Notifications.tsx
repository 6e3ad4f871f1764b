import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  addNotifications,
  convertFollowRequest,
  createNotificationsState,
  holdEntities,
  importEntities,
  markAllSeen,
  releaseEntities,
  removeNotification,
  showMoreNotifications,
  unseenCount,
  useAccount,
  useApiClient,
  useBus,
  useCapabilities,
  useRelationship,
  useSession,
  visibleNotificationIds,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_SEEN_SHOWN,
  POLL_INTERVALS,
  type Notification,
  type NotificationsState,
} from '@fedi/shared';
import { NS } from '../i18n';
import { Avatar, ErrorBox, Html, RelativeTime, Spinner, useErrorText } from '../components/common';
import { RemoteStatus } from '../components/RemoteStatus';
import { Root } from '../components/Root';
import { profilePath } from '../components/UserCard';

const FILTER_KEY = 'fedi.people.notificationTypes';
export const TIMESTAMP_REFRESH_MS = 240_000;

function readFilter(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(FILTER_KEY) ?? 'null') as unknown;
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [...NOTIFICATION_TYPES];
  } catch {
    return [...NOTIFICATION_TYPES];
  }
}

function NotificationItem({
  notification,
  now,
  onApprove,
  onDeny,
}: {
  notification: Notification;
  now: number;
  onApprove: (n: Notification) => void;
  onDeny: (n: Notification) => void;
}) {
  const { t } = useTranslation(NS);
  const sender = notification.from_profile;
  const relationship = useRelationship(sender.id);
  const [expanded, setExpanded] = useState(false);
  const muted = Boolean(relationship?.muting);
  const name = (
    <Link to={profilePath(sender)}>
      <Html html={sender.name_html} inline />
    </Link>
  );
  if (muted && !expanded) {
    return (
      <div className="people-notification people-muted">
        <span>{t('notifications.muted_from', { name: sender.screen_name })}</span>
        <button type="button" onClick={() => setExpanded(true)}>
          {t('notifications.show')}
        </button>
      </div>
    );
  }
  const status = notification.type === 'mention' ? notification.status : undefined;
  return (
    <div className="people-notification" data-type={notification.type} data-seen={notification.seen ? 'true' : 'false'}>
      <div className="people-notification-head">
        <Avatar src={sender.profile_image_url} size={32} />
        <span>
          {name} {t(`notifications.type_${notification.type.replace('pleroma:', '')}`, { emoji: notification.emoji ?? '' })}
        </span>
        <RelativeTime iso={notification.created_at} now={now} />
      </div>
      {notification.type === 'move' && notification.target && (
        <p>
          <Link to={profilePath(notification.target)}>@{notification.target.screen_name}</Link>
        </p>
      )}
      {notification.type === 'follow_request' && (
        <div className="people-actions">
          <button type="button" className="people-primary" onClick={() => onApprove(notification)}>
            {t('follow_requests.approve')}
          </button>
          <button type="button" onClick={() => onDeny(notification)}>
            {t('follow_requests.deny')}
          </button>
        </div>
      )}
      {status && <RemoteStatus status={status} />}
      {!status && notification.status && (
        <p className="people-faint people-notification-status">
          <Link to={`/notice/${notification.status.id}`}>{notification.status.text.slice(0, 140) || t('notifications.open_status')}</Link>
        </p>
      )}
    </div>
  );
}

/** The notification list: all unseen + 30 seen, 20 more on demand; optional fixed types (interactions). */
export function NotificationsPanel({ fixedTypes, title, showControls = true }: { fixedTypes?: readonly string[]; title: string; showControls?: boolean }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const capabilities = useCapabilities();
  const bus = useBus();
  const errorText = useErrorText();
  const [state, setState] = useState<NotificationsState>(createNotificationsState);
  const [entities, setEntities] = useState<Record<string, Notification>>({});
  const [filter, setFilter] = useState<string[]>(readFilter);
  const [filterOpen, setFilterOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [actionError, setActionError] = useState<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const owner = useRef(`people-notifications-${Math.random()}`);
  const types = fixedTypes ?? filter;

  const receive = useCallback(
    (items: Notification[], older: boolean, next?: string) => {
      importEntities(queryClient, { notifications: items });
      setEntities((all) => {
        const copy = { ...all };
        for (const item of items) copy[item.id] = item;
        return copy;
      });
      setState((current) => addNotifications(current, items, { older, pagination: next ? { next } : {} }));
    },
    [queryClient],
  );

  const load = useCallback(
    async (params: { max_id?: string; since_id?: string }, older: boolean) => {
      setState((current) => ({ ...current, loading: true }));
      try {
        const page = await client.notifications.list(params);
        receive(page.items, older, older ? page.next : undefined);
        return page;
      } catch (failure) {
        setState((current) => ({ ...current, loading: false, error: failure }));
        bus.emit('notice:show', { level: 'error', messageKey: 'people:notifications.fetch_error', messageArgs: { error: errorText(failure) }, timeout: 5000 });
        return null;
      }
    },
    // errorText is recreated each render; it only formats.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, receive, bus],
  );

  useEffect(() => {
    // 30 seen ones show at first (spec §9): a second page when the first has fewer seen ones.
    void load({}, true).then((page) => {
      const seenLoaded = page?.items.filter((item) => item.seen !== false).length ?? 0;
      if (page?.next && page.items.length >= NOTIFICATIONS_PAGE_SIZE && seenLoaded < NOTIFICATIONS_SEEN_SHOWN) void load({ max_id: page.next }, true);
    });
    const poll = setInterval(() => {
      const maxId = stateRef.current.maxId;
      void load(maxId ? { since_id: maxId } : {}, false);
    }, POLL_INTERVALS.notifications);
    const clock = setInterval(() => setNow(Date.now()), TIMESTAMP_REFRESH_MS);
    return () => {
      clearInterval(poll);
      clearInterval(clock);
    };
  }, [load]);

  useEffect(() => {
    holdEntities(queryClient, owner.current, { notifications: state.ids });
  }, [queryClient, state.ids]);
  useEffect(() => {
    const id = owner.current;
    return () => releaseEntities(queryClient, id);
  }, [queryClient]);

  const visible = visibleNotificationIds(state, types);
  const unseen = unseenCount(state, types);

  function markRead() {
    const { state: next, maxId } = markAllSeen(stateRef.current);
    setState(next);
    if (!maxId) return;
    const request =
      capabilities.notificationReadMarker === 'pleroma' ? client.notifications.markRead({ max_id: maxId }) : client.notifications.saveMarker('notifications', maxId);
    request.catch((failure: unknown) => setActionError(errorText(failure)));
  }

  function more() {
    const { state: next, needsFetch } = showMoreNotifications(stateRef.current, types);
    setState(next);
    if (needsFetch && next.minId) void load({ max_id: next.minId }, true);
  }

  async function approve(notification: Notification) {
    try {
      await client.followRequests.authorize(notification.from_profile.id);
      setState((current) => convertFollowRequest(current, notification.id));
      setEntities((all) => ({ ...all, [notification.id]: { ...notification, type: 'follow', seen: true } }));
      void queryClient.invalidateQueries({ queryKey: ['people', 'follow-requests'] });
      if (capabilities.notificationReadMarker === 'pleroma') void client.notifications.markRead({ id: notification.id }).catch(() => undefined);
    } catch (failure) {
      setActionError(errorText(failure));
    }
  }

  async function deny(notification: Notification) {
    try {
      await client.followRequests.reject(notification.from_profile.id);
      await client.notifications.dismiss(notification.id).catch(() => undefined);
      setState((current) => removeNotification(current, notification.id));
      void queryClient.invalidateQueries({ queryKey: ['people', 'follow-requests'] });
    } catch (failure) {
      setActionError(errorText(failure));
    }
  }

  function toggleType(type: string, on: boolean) {
    const next = on ? [...filter, type] : filter.filter((entry) => entry !== type);
    setFilter(next);
    localStorage.setItem(FILTER_KEY, JSON.stringify(next));
  }

  return (
    <section className="people-notifications" aria-label={title}>
      <header className="people-panel-head">
        <h1>
          {title}
          {unseen > 0 && (
            <span className="people-badge people-unseen" aria-label={t('notifications.unseen', { count: unseen })}>
              {unseen}
            </span>
          )}
        </h1>
        {showControls && (
          <>
            <button type="button" onClick={markRead} disabled={unseen === 0}>
              {t('notifications.mark_as_read')}
            </button>
            <button type="button" aria-expanded={filterOpen} onClick={() => setFilterOpen((open) => !open)}>
              {t('notifications.filter')}
            </button>
          </>
        )}
      </header>
      {filterOpen && (
        <fieldset className="people-filter">
          <legend>{t('notifications.filter')}</legend>
          {NOTIFICATION_TYPES.map((type) => (
            <label key={type} className="people-inline">
              <input type="checkbox" checked={filter.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />
              {t(`notifications.filter_${type.replace('pleroma:', '')}`)}
            </label>
          ))}
        </fieldset>
      )}
      {actionError && <ErrorBox message={actionError} onDismiss={() => setActionError(null)} />}
      {state.error !== null && state.ids.length === 0 && (
        <ErrorBox message={t('notifications.fetch_error', { error: errorText(state.error) })} onRetry={() => void load({}, true)} />
      )}
      {state.loading && state.ids.length === 0 && <Spinner />}
      {!state.loading && state.error === null && visible.length === 0 && <p className="people-empty">{t('notifications.none')}</p>}
      <ul className="people-list">
        {visible.map((id) => {
          const notification = entities[id];
          const entry = state.byId[id];
          if (!notification || !entry) return null;
          return (
            <li key={id}>
              <NotificationItem notification={{ ...notification, type: entry.type as Notification['type'], seen: entry.seen }} now={now} onApprove={(n) => void approve(n)} onDeny={(n) => void deny(n)} />
            </li>
          );
        })}
      </ul>
      <div className="people-footer">
        {state.bottomedOut && visible.length >= state.ids.filter((id) => types.includes(state.byId[id]?.type ?? '')).length ? (
          <p className="people-faint">{t('notifications.no_more')}</p>
        ) : (
          <button type="button" onClick={more} disabled={state.loading}>
            {state.loading ? t('common.loading') : t('notifications.load_older')}
          </button>
        )}
      </div>
    </section>
  );
}

export function NotificationsScreen() {
  const { t } = useTranslation(NS);
  return (
    <Root>
      <NotificationsPanel title={t('notifications.title')} />
    </Root>
  );
}

const INTERACTION_TABS = {
  mentions: ['mention'],
  likes: ['like', 'repeat', 'pleroma:emoji_reaction'],
  follows: ['follow', 'follow_request'],
  moves: ['move'],
} as const;
type InteractionTab = keyof typeof INTERACTION_TABS;

/** /users/:username/interactions: tabs mentions, favs+repeats, follows, moves. */
export function InteractionsScreen() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const me = useAccount(session.user?.id);
  const [tab, setTab] = useState<InteractionTab>('mentions');
  // Moves show only when the user does not allow following moves (spec §2).
  const tabs = (Object.keys(INTERACTION_TABS) as InteractionTab[]).filter((name) => name !== 'moves' || me?.allow_following_move !== true);
  return (
    <Root>
      <h1>{t('interactions.title')}</h1>
      <div role="tablist" className="people-tabs" aria-label={t('interactions.title')}>
        {tabs.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {t(`interactions.tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <NotificationsPanel key={tab} fixedTypes={INTERACTION_TABS[tab]} title={t(`interactions.tab_${tab}`)} showControls={false} />
      </div>
    </Root>
  );
}
