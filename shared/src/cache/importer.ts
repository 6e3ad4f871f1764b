import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '../models/notification';
import type { Relationship } from '../models/relationship';
import type { Status } from '../models/status';
import type { User } from '../models/user';
import { entityKeys } from './keys';
import { mergeDefined } from './merge';

/** Entities to put into the cache in one go (any normalized answer can be split into these). */
export interface EntityBatch {
  statuses?: readonly Status[];
  accounts?: readonly User[];
  relationships?: readonly Relationship[];
  notifications?: readonly Notification[];
}

/** Store an account under ['account', id], merged with what is there; returns the cached object. */
export function importAccount(queryClient: QueryClient, user: User): User {
  const key = entityKeys.account(user.id);
  const previous = queryClient.getQueryData<User>(key);
  const cachedRelationship = queryClient.getQueryData<Relationship>(entityKeys.relationship(user.id));
  const relationship =
    user.relationship || cachedRelationship || previous?.relationship
      ? mergeDefined(mergeDefined(previous?.relationship, cachedRelationship ?? {}), user.relationship ?? {})
      : undefined;
  const merged = mergeDefined(previous, { ...user, relationship });
  if (user.relationship) queryClient.setQueryData(entityKeys.relationship(user.id), relationship);
  return queryClient.setQueryData<User>(key, merged) ?? merged;
}

/** Store a relationship under ['relationship', id] and on the cached account. */
export function importRelationship(queryClient: QueryClient, relationship: Relationship): Relationship {
  const key = entityKeys.relationship(relationship.id);
  const merged = mergeDefined(queryClient.getQueryData<Relationship>(key), relationship);
  const stored = queryClient.setQueryData<Relationship>(key, merged) ?? merged;
  const account = queryClient.getQueryData<User>(entityKeys.account(relationship.id));
  if (account)
    queryClient.setQueryData<User>(entityKeys.account(relationship.id), { ...account, relationship: stored });
  return stored;
}

/**
 * Store a status under ['status', id]; its author, repeated status and quote go to their own keys
 * first, and the stored status points at those cached objects. Returns the cached status.
 */
export function importStatus(queryClient: QueryClient, status: Status): Status {
  const user = importAccount(queryClient, status.account);
  const retweeted = status.reblog ? importStatus(queryClient, status.reblog) : undefined;
  const quote = status.quote ? importStatus(queryClient, status.quote) : undefined;
  const key = entityKeys.status(status.id);
  const merged = mergeDefined(queryClient.getQueryData<Status>(key), {
    ...status,
    account: user,
    reblog: retweeted,
    quote,
  });
  return queryClient.setQueryData<Status>(key, merged) ?? merged;
}

/** Store a notification; its status and accounts become the shared cached objects. */
export function importNotification(queryClient: QueryClient, notification: Notification): Notification {
  const status = notification.status ? importStatus(queryClient, notification.status) : undefined;
  const stored: Notification = {
    ...notification,
    account: importAccount(queryClient, notification.account),
    ...(notification.target ? { target: importAccount(queryClient, notification.target) } : {}),
    ...(status ? { status } : {}),
  };
  const key = entityKeys.notification(notification.id);
  const merged = mergeDefined(queryClient.getQueryData<Notification>(key), stored);
  return queryClient.setQueryData<Notification>(key, merged) ?? merged;
}

/** Write every entity of a batch into its own query key, merging with what is cached. */
export function importEntities(queryClient: QueryClient, batch: EntityBatch): void {
  batch.accounts?.forEach((account) => importAccount(queryClient, account));
  batch.relationships?.forEach((relationship) => importRelationship(queryClient, relationship));
  batch.statuses?.forEach((status) => importStatus(queryClient, status));
  batch.notifications?.forEach((notification) => importNotification(queryClient, notification));
}

/** Import statuses and get their ids, for timelines (which keep ids only). */
export function importStatusIds(queryClient: QueryClient, statuses: readonly Status[]): string[] {
  return statuses.map((status) => importStatus(queryClient, status).id);
}
