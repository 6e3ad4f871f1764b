import type { Query, QueryClient } from '@tanstack/react-query';

/** Entity kinds the bounded cache watches (relationships are tiny and left to react-query's gcTime). */
export type EvictableKind = 'status' | 'account' | 'notification';

/** Ids a view (timeline, notification list, thread…) shows or may show again without fetching. */
export interface EntityRefs {
  statuses?: Iterable<string>;
  accounts?: Iterable<string>;
  notifications?: Iterable<string>;
}

export interface EntityCacheLimits {
  /** Most statuses kept that no view holds (default 1000; the views hold theirs: a timeline up to 1000 ids). */
  maxStatuses?: number;
  /** Most accounts kept (default 5000). */
  maxAccounts?: number;
  /** Most notifications kept (default 2000). */
  maxNotifications?: number;
}

export const DEFAULT_ENTITY_LIMITS: Required<EntityCacheLimits> = {
  maxStatuses: 1000,
  maxAccounts: 5000,
  maxNotifications: 2000,
};

interface Held {
  statuses: ReadonlySet<string>;
  accounts: ReadonlySet<string>;
  notifications: ReadonlySet<string>;
}

export interface CacheState {
  holds: Map<unknown, Held>;
  limits: Record<EvictableKind, number>;
  counts: Record<EvictableKind, number>;
  /** Count at which the next pass runs (above the limit when everything left is held). */
  nextPass: Record<EvictableKind, number>;
  unsubscribe: (() => void) | null;
  evicting: boolean;
}

const states = new WeakMap<QueryClient, CacheState>();
export const KINDS: readonly EvictableKind[] = ['status', 'account', 'notification'];

/** The bound's state of one QueryClient (holds, limits, counts), shared with `evictionPass`. */
export function stateOf(queryClient: QueryClient): CacheState {
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

export function kindOf(query: Query): EvictableKind | null {
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
