import * as v from 'valibot';
import { bool, list, looseNum, str } from './common';

export const TagHistorySchema = v.looseObject({
  day: str,
  uses: looseNum,
  accounts: looseNum,
});

/** Mastodon Tag (search results, GET /api/v1/tags/:tag, followed tags). */
export const TagSchema = v.looseObject({
  name: v.string(),
  url: str,
  following: bool,
  history: list(TagHistorySchema),
});
export type WireTag = v.InferOutput<typeof TagSchema>;
