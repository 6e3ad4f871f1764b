import type { Store } from '../store/store';
import type { UserRec } from '../store/types';
import { removeFollow, removeFollowRequest } from '../store/relations';

/** Deletes an account the way Akkoma does: deactivated, statuses removed, relations dropped, tokens revoked. */
export function deleteUser(store: Store, u: UserRec): void {
  u.deactivated = true;
  u.bio = '';
  u.displayName = u.username;
  u.fields = [];
  for (const id of [...(store.ix.byAccount.get(u.id) ?? [])]) store.removeStatus(id);
  for (const f of [...(store.ix.following.get(u.id) ?? [])]) removeFollow(store, u.id, f);
  for (const f of [...(store.ix.followers.get(u.id) ?? [])]) removeFollow(store, f, u.id);
  for (const r of [...store.s.followRequests.values()])
    if (r.followerId === u.id || r.followeeId === u.id) removeFollowRequest(store, r.followerId, r.followeeId);
  for (const [k, t] of store.s.tokens) if (t.userId === u.id) store.s.tokens.delete(k);
}
