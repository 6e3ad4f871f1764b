import { useMemo } from 'react';
import { sanitizeHtml, type SanitizeProfile } from '@fedi/shared';

/** Server HTML through the shared sanitizer (`status` for messages, `bio` for names). */
export function Html({
  html,
  className,
  profile = 'status',
}: {
  html: string;
  className?: string;
  profile?: SanitizeProfile;
}) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function Avatar({ src, size = 40 }: { src: string; size?: number }) {
  return (
    <img
      className="chat-avatar"
      src={src || undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={(event) => {
        (event.currentTarget as HTMLImageElement).style.visibility = 'hidden';
      }}
    />
  );
}

/** Plain text of server HTML (list previews). */
export function textOf(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html.replace(/<br\s*\/?>/gi, ' '), 'status'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Hours and minutes in the reader's locale. */
export function clockTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** The list's time: the clock today, the date otherwise. */
export function shortTime(iso: string, locale?: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return clockTime(iso, locale);
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}
