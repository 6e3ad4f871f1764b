import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml, type Mention } from '@fedi/shared';
import { hashtagOf, mentionOf, userPath } from '../logic/links';

interface RichContentProps {
  html: string;
  className?: string;
  attentions?: readonly Mention[];
  /** Misskey markdown (text/x.misskeymarkdown) gets its styling class. */
  mfm?: boolean;
  lang?: string;
  id?: string;
}

/**
 * Server HTML, sanitized, with mentions and hashtags routed inside the app (spec §2); other links
 * open in a new window without an opener.
 */
export function RichContent({ html, className, attentions = [], mfm = false, lang, id }: RichContentProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html, 'status'), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement | null;
    const link = target?.closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const href = link.getAttribute('href') ?? '';
    const mention =
      link.classList.contains('mention') && !link.classList.contains('hashtag')
        ? mentionOf(href, attentions)
        : undefined;
    if (mention) {
      event.preventDefault();
      void navigate(userPath(mention));
      return;
    }
    const isTagLink =
      link.classList.contains('hashtag') || link.hasAttribute('data-tag') || /^#/.test(link.textContent ?? '');
    const tag = isTagLink ? hashtagOf(href, link.getAttribute('data-tag')) : null;
    if (tag) {
      event.preventDefault();
      void navigate(`/tag/${encodeURIComponent(tag)}`);
    }
  };
  return (
    // Delegated: only clicks on the links inside are handled, and a focused link fires click on Enter.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      id={id}
      lang={lang}
      className={`rich-content${mfm ? ' mfm' : ''}${className ? ` ${className}` : ''}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
