import type { WireCard } from '../api_types/card';

/** Link preview card (spec §3). */
export interface Card {
  url: string;
  image?: string;
  title: string;
  description: string;
  provider_name?: string;
  type?: string;
  blurhash?: string;
}

export function normalizeCard(wire: WireCard): Card {
  return {
    url: wire.url,
    image: wire.image,
    title: wire.title ?? '',
    description: wire.description ?? '',
    provider_name: wire.provider_name,
    type: wire.type,
    blurhash: wire.blurhash,
  };
}
