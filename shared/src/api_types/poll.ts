import * as v from 'valibot';
import { bool, idSchema, list, num, opt, str } from './common';
import { CustomEmojiSchema } from './emoji';

export const PollOptionSchema = v.looseObject({
  title: v.fallback(v.string(), ''),
  votes_count: num,
});

/** Mastodon Poll entity. */
export const PollSchema = v.looseObject({
  id: idSchema,
  expires_at: str,
  expired: bool,
  multiple: bool,
  votes_count: num,
  voters_count: num,
  voted: bool,
  own_votes: opt(v.array(v.number())),
  options: list(PollOptionSchema),
  emojis: list(CustomEmojiSchema),
});
export type WirePoll = v.InferOutput<typeof PollSchema>;
