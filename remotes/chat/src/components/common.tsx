import { useMemo } from 'react';
import { formatDate, formatTime, sanitizeHtml, type SanitizeProfile } from '@fedi/shared';

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

/** Hours and minutes, in the interface language (the shared formatting layer). */
export function clockTime(iso: string, language?: string): string {
  return formatTime(iso, { language });
}

/** The list's time: the clock today, the date otherwise. */
export function shortTime(iso: string, language?: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? formatTime(date, { language }) : formatDate(date, { language });
}
