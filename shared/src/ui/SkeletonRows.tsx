/** The row shapes a first page can stand in with. */
export type SkeletonKind = 'status' | 'row';

export interface SkeletonRowsProps {
  /** The one loading status screen readers hear ("Loading…"). */
  label: string;
  /** `status`: a post's shape (avatar, name, two lines, actions); `row`: a person, notification or chat row. */
  kind?: SkeletonKind;
  /** How many rows (default: enough to fill a screen: 8 statuses, 6 rows). */
  count?: number;
  /** An extra class on each row (e.g. the list's own row class, so the padding and border match). */
  rowClassName?: string;
}

/**
 * A first page's loading state: quiet rows the size of the real ones, so nothing below moves when they are
 * replaced. One `role="status"` carries the label; the rows are hidden from screen readers.
 */
export function SkeletonRows({ label, kind = 'status', count, rowClassName }: SkeletonRowsProps) {
  const rows = count ?? (kind === 'status' ? 8 : 6);
  const className = `skeleton-row skeleton-kind-${kind}${rowClassName ? ` ${rowClassName}` : ''}`;
  return (
    <div className="skeleton">
      <p role="status" className="skeleton-label">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={className} aria-hidden="true">
          <span className="skeleton-avatar" />
          <span className="skeleton-line skeleton-name" />
          <span className="skeleton-line" />
          {kind === 'status' && (
            <>
              <span className="skeleton-line skeleton-short" />
              <span className="skeleton-line skeleton-actions" />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
