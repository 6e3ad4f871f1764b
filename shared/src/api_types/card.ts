import * as v from 'valibot';
import { num, str } from './common';

/** Mastodon PreviewCard (link card). */
export const CardSchema = v.looseObject({
  url: v.string(),
  title: str,
  description: str,
  type: str,
  image: str,
  provider_name: str,
  provider_url: str,
  author_name: str,
  width: num,
  height: num,
  blurhash: str,
});
export type WireCard = v.InferOutput<typeof CardSchema>;
