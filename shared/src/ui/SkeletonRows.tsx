import type { ReactNode } from 'react';

/** The row shapes a first page can stand in with. */
export type SkeletonKind = 'status' | 'row';

export interface SkeletonRowsProps {
  /** The one loading status screen readers hear ("Loading…"). */
  label: ReactNode;
  /**
   * `status`: a post's shape (avatar, name, two lines, actions; a status's padding), 8 rows; `row`: a person,
   * notification or chat row, 6 rows. Enough to fill a screen.
   */
  kind?: SkeletonKind;
}

/**
 * A first page's loading state: quiet rows the size of the real ones, so nothing below moves when they are
 * replaced. One `role="status"` carries the label; each row is an empty element its stylesheet draws
 * (avatar and bars: the shell's `app.css`), so screen readers meet nothing else.
 */
export function SkeletonRows({ label, kind = 'status' }: SkeletonRowsProps) {
  return (
    <div className="skeleton">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {Array.from({ length: kind === 'status' ? 8 : 6 }, (_, index) => (
        <div key={index} className={`skeleton-row skeleton-kind-${kind}`} />
      ))}
    </div>
  );
}
