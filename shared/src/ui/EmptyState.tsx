import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, as a short sentence ("No bookmarks yet"). */
  title: ReactNode;
  /** What to do about it, or where this fills from ("Bookmark a post from its menu to find it here"). */
  hint?: ReactNode;
  /** An optional picture above the title (decorative: hidden from screen readers). */
  icon?: ReactNode;
  /** An extra class (the place's own look). */
  className?: string;
}

/**
 * The one designed empty state of a list: an optional icon, a title and a hint, centred. QueryState's
 * `empty` / `emptyHint` render it; a list that is not behind a QueryState uses it directly.
 */
export function EmptyState({ title, hint, icon, className = '' }: EmptyStateProps) {
  return (
    <div className={`empty-state ${className}`}>
      {icon && (
        <span className="empty-state-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="empty-state-title">{title}</p>
      {hint && <p className="empty-state-hint">{hint}</p>}
    </div>
  );
}
