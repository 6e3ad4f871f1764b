import type { WireRelationship } from '../api_types/relationship';

/** Relationship between the signed-in user and another account (spec §3). */
export interface Relationship {
  id: string;
  following?: boolean;
  followed_by?: boolean;
  requested?: boolean;
  requested_by?: boolean;
  blocking?: boolean;
  blocked_by?: boolean;
  muting?: boolean;
  muting_notifications?: boolean;
  domain_blocking?: boolean;
  subscribing?: boolean;
  notifying?: boolean;
  showing_reblogs?: boolean;
  endorsed?: boolean;
  note?: string;
  /** Copied from the account when known; locked accounts answer follows with `requested`. */
  locked?: boolean;
}

export function normalizeRelationship(wire: WireRelationship): Relationship {
  const out: Relationship = { id: wire.id };
  const keys = [
    'following',
    'followed_by',
    'requested',
    'requested_by',
    'blocking',
    'blocked_by',
    'muting',
    'muting_notifications',
    'domain_blocking',
    'subscribing',
    'notifying',
    'showing_reblogs',
    'endorsed',
  ] as const;
  for (const key of keys) if (wire[key] !== undefined) out[key] = wire[key];
  if (wire.note !== undefined) out.note = wire.note;
  // Mastodon reports subscriptions as `notifying`.
  if (out.subscribing === undefined && out.notifying !== undefined) out.subscribing = out.notifying;
  return out;
}
