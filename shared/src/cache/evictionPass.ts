// The eviction pass of the bounded entity cache (DATA_LAYER.md "Memory bound"): its own module so that
// the app can fetch it as a chunk after the first screen (`configureEntityCacheAsync`); holds and counts
// live in `eviction.ts`, which every timeline imports.
import type { Query, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Notification } from '../models/notification';
import type { Status } from '../models/status';
import {
  DEFAULT_ENTITY_LIMITS,
  entityCacheSize,
  KINDS,
  kindOf,
  stateOf,
  type CacheState,
  type EntityCacheLimits,
  type EvictableKind,
} from './eviction';
import { entityKeys } from './keys';

/** Every entity key that must stay: held by a view, observed by a component, or pointed at by those. */
function retainedKeys(queryClient: QueryClient, cache: QueryCache, state: CacheState): Set<string> {
  const keep = new Set<string>();
  const pendingStatuses: string[] = [];
  const pendingNotifications: string[] = [];
  const addStatus = (id: string | undefined) => {
    if (id === undefined || keep.has(`status:${id}`)) return;
    keep.add(`status:${id}`);
    pendingStatuses.push(id);
  };
  const addAccount = (id: string | undefined) => {
    if (id !== undefined) keep.add(`account:${id}`);
  };
  const addNotification = (id: string) => {
    if (keep.has(`notification:${id}`)) return;
    keep.add(`notification:${id}`);
    pendingNotifications.push(id);
  };
  for (const held of state.holds.values()) {
    held.statuses.forEach(addStatus);
    held.accounts.forEach(addAccount);
    held.notifications.forEach(addNotification);
  }
  for (const query of cache.getAll()) {
    const kind = kindOf(query);
    if (!kind || query.getObserversCount() === 0) continue;
    const id = query.queryKey[1] as string;
    if (kind === 'status') addStatus(id);
    else if (kind === 'account') addAccount(id);
    else addNotification(id);
  }
  while (pendingNotifications.length > 0) {
    const id = pendingNotifications.pop() as string;
    const notification = queryClient.getQueryData<Notification>(entityKeys.notification(id));
    if (!notification) continue;
    addAccount(notification.account.id);
    addAccount(notification.target?.id);
    addStatus(notification.status?.id);
  }
  while (pendingStatuses.length > 0) {
    const id = pendingStatuses.pop() as string;
    const status = queryClient.getQueryData<Status>(entityKeys.status(id));
    if (!status) continue;
    addAccount(status.account.id);
    addStatus(status.reblog?.id);
    addStatus(status.quote?.id);
  }
  return keep;
}

/**
 * Remove the least recently updated entities nobody holds until each watched kind is back under
 * 90 % of its limit. Runs by itself when a limit is passed; callable directly (e.g. in tests).
 */
export function evictEntities(queryClient: QueryClient, spare?: Query): void {
  const state = stateOf(queryClient);
  if (state.evicting) return;
  state.evicting = true;
  try {
    const cache = queryClient.getQueryCache();
    const byKind: Record<EvictableKind, Query[]> = { status: [], account: [], notification: [] };
    for (const query of cache.getAll()) {
      const kind = kindOf(query);
      if (kind) byKind[kind].push(query);
    }
    const over = KINDS.filter((kind) => byKind[kind].length > state.limits[kind]);
    if (over.length === 0) return;
    const keep = retainedKeys(queryClient, cache, state);
    for (const kind of over) {
      const limit = state.limits[kind];
      const target = limit - Math.ceil(limit / 10);
      let excess = byKind[kind].length - target;
      const candidates = byKind[kind]
        .filter(
          (query) =>
            query !== spare && query.getObserversCount() === 0 && !keep.has(`${kind}:${query.queryKey[1] as string}`),
        )
        .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
      for (const query of candidates) {
        if (excess <= 0) break;
        cache.remove(query);
        excess -= 1;
      }
    }
  } finally {
    state.evicting = false;
    state.counts = entityCacheSize(queryClient);
    for (const kind of KINDS) {
      const limit = state.limits[kind];
      // When held entities alone pass the limit, wait for a tenth more before scanning again.
      state.nextPass[kind] = Math.max(limit, state.counts[kind] + Math.ceil(limit / 10));
    }
  }
}

/**
 * Bound the entity cache (see configureEntityCache): watch additions and evict unheld entities
 * once a kind passes its limit. Replaces an earlier watcher on the same client.
 */
export function watchEntityCache(queryClient: QueryClient, limits: EntityCacheLimits = {}): () => void {
  const state = stateOf(queryClient);
  state.unsubscribe?.();
  const merged = { ...DEFAULT_ENTITY_LIMITS, ...limits };
  state.limits = { status: merged.maxStatuses, account: merged.maxAccounts, notification: merged.maxNotifications };
  state.counts = entityCacheSize(queryClient);
  state.nextPass = { ...state.limits };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed') return;
    const kind = kindOf(event.query);
    if (!kind) return;
    state.counts[kind] += event.type === 'added' ? 1 : -1;
    if (event.type === 'added' && !state.evicting && state.counts[kind] > state.nextPass[kind]) {
      evictEntities(queryClient, event.query);
    }
  });
  const stop = () => {
    unsubscribe();
    if (state.unsubscribe === stop) state.unsubscribe = null;
  };
  state.unsubscribe = stop;
  return stop;
}
