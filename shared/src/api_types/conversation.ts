import * as v from 'valibot';
import { idSchema, opt } from './common';

/**
 * Mastodon Conversation (`/api/v1/conversations`, also snac and Pleroma): a direct-message thread with its
 * participants and last status. The last status is parsed as a status by the caller (it may be null).
 */
export const ConversationSchema = v.looseObject({
  id: idSchema,
  unread: opt(v.boolean()),
  last_status: opt(v.unknown()),
});
export type WireConversation = v.InferOutput<typeof ConversationSchema>;
