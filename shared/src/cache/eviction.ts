import type { Query, QueryCache, QueryClient } from '@tanstack/react-query';
import type { Notification } from '../models/notification';
import type { Status } from '../models/status';
import { entityKeys } from './keys';

/** Entity kinds the bounded cache watches (relationships are tiny and left to react-query's gcTime). */
export type EvictableKind = 'status' | 'account' | 'notification';

/** Ids a view (timeline, notification list, thread…) shows or may show again without fetching. */
export interface EntityRefs {
  statuses?: Iterable<string>;
  accounts?: Iterable<string>;
  notifications?: Iterable<string>;
}

export interface EntityCacheLimits {
  /** Most statuses kept that no view holds (default 5000). */
  maxStatuses?: number;
  /** Most accounts kept (default 5000). */
  maxAccounts?: number;
  /** Most notifications kept (default 2000). */
  maxNotifications?: number;
}

export const DEFAULT_ENTITY_LIMITS: Required<EntityCacheLimits> = {
  maxStatuses: 5000,
  maxAccounts: 5000,
  maxNotifications: 2000,
};

interface Held {
  statuses: ReadonlySet<string>;
  accounts: ReadonlySet<string>;
  notifications: ReadonlySet<string>;
}

interface CacheState {
  holds: Map<unknown, Held>;
  limits: Record<EvictableKind, number>;
  counts: Record<EvictableKind, number>;
  /** Count at which the next pass runs (above the limit when everything left is held). */
  nextPass: Record<EvictableKind, number>;
  unsubscribe: (() => void) | null;
  evicting: boolean;
}

const states = new WeakMap<QueryClient, CacheState>();
const KINDS: readonly EvictableKind[] = ['status', 'account', 'notification'];

function stateOf(queryClient: QueryClient): CacheState {
  let state = states.get(queryClient);
  if (!state) {
    state = {
      holds: new Map(),
      limits: { status: Infinity, account: Infinity, notification: Infinity },
      counts: { status: 0, account: 0, notification: 0 },
      nextPass: { status: Infinity, account: Infinity, notification: Infinity },
      unsubscribe: null,
      evicting: false,
    };
    states.set(queryClient, state);
  }
  return state;
}

function kindOf(query: Query): EvictableKind | null {
  const [kind, id] = query.queryKey;
  return typeof id === 'string' && (kind === 'status' || kind === 'account' || kind === 'notification') ? kind : null;
}

/**
 * Say which entities `owner` (any object or string, e.g. a timeline feed) holds; replaces what the
 * owner held before. Held entities, and the authors/repeats/quotes/statuses they point at, are never
 * evicted. Call `releaseEntities` when the owner goes away.
 */
export function holdEntities(queryClient: QueryClient, owner: unknown, refs: EntityRefs): void {
  stateOf(queryClient).holds.set(owner, {
    statuses: new Set(refs.statuses ?? []),
    accounts: new Set(refs.accounts ?? []),
    notifications: new Set(refs.notifications ?? []),
  });
}

export function releaseEntities(queryClient: QueryClient, owner: unknown): void {
  stateOf(queryClient).holds.delete(owner);
}

/** Number of cached entities of each watched kind. */
export function entityCacheSize(queryClient: QueryClient): Record<EvictableKind, number> {
  const counts = { status: 0, account: 0, notification: 0 };
  for (const query of queryClient.getQueryCache().getAll()) {
    const kind = kindOf(query);
    if (kind) counts[kind] += 1;
  }
  return counts;
}

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
