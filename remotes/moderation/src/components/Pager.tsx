import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** Page tokens of a list read forwards (the first page's token is ''): the current one is the last. */
export function usePages() {
  const [pages, setPages] = useState<string[]>(['']);
  return {
    pages,
    page: pages[pages.length - 1] ?? '',
    reset: () => setPages(['']),
    back: () => setPages((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    forward: (next: string) => setPages((list) => [...list, next]),
  };
}

/** Previous / "Page n (of total)" / Next under a moderation list. */
export function Pager({
  pages,
  next,
  total,
}: {
  pages: ReturnType<typeof usePages>;
  /** The next page's token, when there is one. */
  next?: string;
  total?: number;
}) {
  const { t } = useTranslation(NS);
  const number = pages.pages.length;
  return (
    <nav className="mod-pager" aria-label={t('moderation.pages')}>
      <button type="button" disabled={number < 2} onClick={pages.back}>
        {t('moderation.previous_page')}
      </button>
      <span>
        {total !== undefined
          ? t('moderation.page_of_total', { page: number, total })
          : t('moderation.page', { page: number })}
      </span>
      <button type="button" disabled={!next} onClick={() => next && pages.forward(next)}>
        {t('moderation.next_page')}
      </button>
    </nav>
  );
}
