import type { Store } from '../store/store';

export function renderRelationship(store: Store, viewerId: string, targetId: string) {
  const f = store.s.follows.get(`${viewerId}>${targetId}`);
  const m = store.s.mutes.get(`${viewerId}>${targetId}`);
  const target = store.user(targetId);
  return {
    id: targetId,
    following: !!f,
    showing_reblogs: f ? f.reblogs : true,
    notifying: f ? f.notify : false,
    subscribing: f ? f.notify : false,
    followed_by: store.isFollowing(targetId, viewerId),
    blocking: store.isBlocking(viewerId, targetId),
    blocked_by: store.isBlocking(targetId, viewerId),
    muting: store.isMuting(viewerId, targetId),
    muting_notifications: !!m && m.notifications && store.isMuting(viewerId, targetId),
    requested: store.s.followRequests.has(`${viewerId}>${targetId}`),
    requested_by: store.s.followRequests.has(`${targetId}>${viewerId}`),
    domain_blocking: !!target && store.isDomainBlocked(viewerId, target),
    endorsed: false,
    note: store.s.notes.get(`${viewerId}>${targetId}`) ?? '',
    languages: null,
  };
}

export type RelationshipEntity = ReturnType<typeof renderRelationship>;
