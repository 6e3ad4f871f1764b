/** Paging cursors read from a Link header. Ids stay strings: flake ids must never pass through Number(). */
export interface PageLinks {
  next?: { maxId: string; url: string };
  prev?: { minId: string; url: string };
}

export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?([a-z]+)"?/i.exec(part.trim());
    if (!match) continue;
    const [, url = '', rel] = match;
    const params = new URL(url, 'http://placeholder.invalid').searchParams;
    if (rel === 'next') {
      const maxId = params.get('max_id');
      if (maxId) links.next = { maxId, url };
    } else if (rel === 'prev') {
      const minId = params.get('min_id') ?? params.get('since_id');
      if (minId) links.prev = { minId, url };
    }
  }
  return links;
}
