import * as v from 'valibot';
import { idSchema, str } from './common';

/** Mastodon List. */
export const ListSchema = v.looseObject({
  id: idSchema,
  title: v.fallback(v.string(), ''),
  replies_policy: str,
});
export type WireList = v.InferOutput<typeof ListSchema>;
