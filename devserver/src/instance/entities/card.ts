import type { CardRec } from '../store/types';
import { abs, type RenderCtx } from './context';

export function renderCard(ctx: RenderCtx, c: CardRec): Record<string, unknown> {
  const image = c.image ? abs(ctx, c.image) : null;
  return {
    url: c.url,
    title: c.title,
    description: c.description,
    type: c.type,
    author_name: '',
    author_url: '',
    provider_name: c.providerName,
    provider_url: new URL(c.url).origin,
    html: '',
    width: image ? 400 : 0,
    height: image ? 200 : 0,
    image,
    embed_url: '',
    blurhash: null,
    pleroma: { opengraph: { title: c.title, description: c.description, image, url: c.url } },
  };
}
