import * as v from 'valibot';
import { bool, idSchema, str } from './common';

/** Mastodon Relationship entity (Pleroma adds `subscribing`). */
export const RelationshipSchema = v.looseObject({
  id: idSchema,
  following: bool,
  followed_by: bool,
  requested: bool,
  requested_by: bool,
  blocking: bool,
  blocked_by: bool,
  muting: bool,
  muting_notifications: bool,
  domain_blocking: bool,
  subscribing: bool,
  notifying: bool,
  showing_reblogs: bool,
  endorsed: bool,
  note: str,
});
export type WireRelationship = v.InferOutput<typeof RelationshipSchema>;
