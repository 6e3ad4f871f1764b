import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, serverErrorText } from '../api/errors';
import { errorText, type Translate } from '../api/errorText';
import { importRelationship } from '../cache/importer';
import { entityKeys } from '../cache/keys';
import { patchStatus, type StatusPatch } from '../cache/updates';
import type { Relationship } from '../models/relationship';
import type { Status } from '../models/status';
import type { User } from '../models/user';

export type Rollback = () => void;

/**
 * `patchStatus` with a rollback that is safe when other changes land in between: if the cached
 * status is still the one written here the previous version comes back whole, otherwise only the
 * fields this patch set (and that still hold its values) are put back.
 */
export function applyStatusPatch(
  queryClient: QueryClient,
  id: string,
  patch: (status: Status) => StatusPatch,
): Rollback {
  const key = entityKeys.status(id);
  const before = queryClient.getQueryData<Status>(key);
  if (!before) return () => undefined;
  const changes = patch(before);
  if (Object.keys(changes).length === 0) return () => undefined;
  const restoreWhole = patchStatus(queryClient, id, changes);
  const written = queryClient.getQueryData<Status>(key);
  return () => {
    const current = queryClient.getQueryData<Status>(key);
    if (!current) return;
    if (current === written) {
      restoreWhole();
      return;
    }
    const revert: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(changes)) {
      if ((current as unknown as Record<string, unknown>)[field] === value) {
        revert[field] = (before as unknown as Record<string, unknown>)[field];
      }
    }
    if (Object.keys(revert).length > 0) patchStatus(queryClient, id, revert as StatusPatch);
  };
}

/**
 * Change the cached relationship with an account (and the copy on the cached account) at once;
 * the rollback puts the previous values of the changed fields back.
 */
export function applyRelationshipPatch(
  queryClient: QueryClient,
  id: string,
  patch: (relationship: Relationship | undefined, account: User | undefined) => Partial<Relationship>,
): Rollback {
  const previous = queryClient.getQueryData<Relationship>(entityKeys.relationship(id));
  const account = queryClient.getQueryData<User>(entityKeys.account(id));
  const base = previous ?? account?.relationship;
  const changes = patch(base, account);
  const written = importRelationship(queryClient, { ...(base ?? {}), ...changes, id });
  return () => {
    const current = queryClient.getQueryData<Relationship>(entityKeys.relationship(id));
    if (!current) return;
    const restored: Relationship = { ...current };
    for (const field of Object.keys(changes) as Array<keyof Relationship>) {
      if (current[field] !== written[field]) continue;
      if (base && base[field] !== undefined) (restored as unknown as Record<string, unknown>)[field] = base[field];
      else delete restored[field];
    }
    queryClient.setQueryData<Relationship>(entityKeys.relationship(id), restored);
    const cachedAccount = queryClient.getQueryData<User>(entityKeys.account(id));
    if (cachedAccount)
      queryClient.setQueryData<User>(entityKeys.account(id), { ...cachedAccount, relationship: restored });
  };
}

/**
 * The text for a per-post error banner (spec §8: action failures show the server's message): the
 * server's own message when it sent one (`{ "error": "…" }`, whatever the status), else `errorText`.
 */
export function actionErrorMessage(error: unknown): string {
  // A 429's text (Akkoma: "Throttled") says less than the rate-limit message.
  const own = error instanceof ApiError && error.status !== 429 ? serverErrorText(error.body) : undefined;
  return own ?? errorText(error, ((key, args) => i18next.t(key, args)) as Translate);
}
