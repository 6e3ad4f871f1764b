import { formatDateTime, formatRelativeTime, interfaceLanguage } from './format';
import { useNow } from './useNow';

/** Spec §9: status timestamps refresh every 60 s, notification timestamps every 240 s. */
export const STATUS_TIME_REFRESH_MS = 60_000;
export const NOTIFICATION_TIME_REFRESH_MS = 240_000;

interface RelativeTimeProps {
  /** An ISO date (the API's `created_at`); nothing is drawn without a valid one. */
  iso: string | undefined | null;
  /** How often the label refreshes (one shared timer per interval). */
  refreshMs?: number;
  className?: string;
}

/**
 * "5 min. ago" in the interface language, refreshed on one shared timer; the full date and time is the
 * hover title and what screen readers read. It adds no i18n subscription to a row: the parent's
 * `useTranslation` re-renders it when the interface language changes.
 */
export function RelativeTime({ iso, refreshMs = STATUS_TIME_REFRESH_MS, className }: RelativeTimeProps) {
  const now = useNow(refreshMs);
  if (!iso) return null;
  const language = interfaceLanguage();
  const full = formatDateTime(iso, { language });
  if (!full) return null;
  return (
    <time dateTime={iso} title={full} aria-label={full} className={className}>
      {formatRelativeTime(iso, now, { language })}
    </time>
  );
}
