import type { PageLinks } from './links';

/** One page of a list endpoint: items plus cursors read from the Link header. */
export interface Page<T> {
  items: T[];
  /** Pass as `max_id` to get the next (older) page. */
  next?: string;
  /** Pass as `min_id` / `since_id` to get newer items. */
  prev?: string;
}

export function pageOf<T>(items: T[], links: PageLinks): Page<T> {
  const page: Page<T> = { items };
  if (links.next) page.next = links.next.maxId;
  if (links.prev) page.prev = links.prev.minId;
  return page;
}
