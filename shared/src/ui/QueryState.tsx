import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type Translate } from '../api/errorText';
import { SHARED_NS } from '../i18n/sharedLocales';
import { EmptyState } from './EmptyState';
import { SkeletonRows, type SkeletonKind } from './SkeletonRows';

/** What QueryState reads: a react-query result fits as it is; other sources give the same fields. */
export interface QueryStateSource {
  /** Nothing to show yet: the loading status. */
  isPending?: boolean;
  /** Failed (defaults to `error != null`): the error with Retry. */
  isError?: boolean;
  error?: unknown;
  /** A fetch is on its way: Retry is disabled. */
  isFetching?: boolean;
  /** What Retry does. */
  refetch?: () => unknown;
  /** What was loaded before a later fetch failed: then the children stay beside the error. */
  data?: unknown;
}

interface QueryStateProps {
  query: QueryStateSource;
  /** The loading status's text (default "Loading…"). */
  loadingLabel?: ReactNode;
  /** While pending, rows of this shape stand in for the list (labelled by `loadingLabel`), not the text alone. */
  skeleton?: SkeletonKind;
  /** The error's text (default `errorText(error)`); a function gets the error, for the spec §8 wrappers. */
  errorMessage?: string | ((error: unknown) => string);
  /** The Retry button's text (default "Retry"). */
  retryLabel?: string;
  /** Retry does this instead of `query.refetch`; `false`: no Retry button. */
  onRetry?: (() => void) | false;
  /** Shown instead of the children once loaded when there is nothing to show: the EmptyState's title. */
  empty?: ReactNode;
  /** The EmptyState's hint under `empty`: what to do, or where the list fills from. */
  emptyHint?: ReactNode;
  /** An extra class on the status / alert / empty element (the package's own look). */
  className?: string;
  /** Rendered once loaded (and beside an error when data was loaded before it). */
  children?: ReactNode;
}

/**
 * The one loading / error (with Retry) / empty block: a labelled status (`role="status"`) while pending,
 * the error in `role="alert"` with a Retry button, then the designed empty state (`EmptyState`) or the children.
 */
export function QueryState({
  query,
  loadingLabel,
  skeleton,
  errorMessage,
  retryLabel,
  onRetry,
  empty,
  emptyHint,
  className,
  children,
}: QueryStateProps) {
  const { t } = useTranslation(SHARED_NS);
  const failed = query.isError ?? (query.error !== null && query.error !== undefined);
  const extra = className ? ` ${className}` : '';
  if (query.isPending && !failed) {
    const label = loadingLabel ?? t('query.loading');
    return skeleton ? (
      <SkeletonRows kind={skeleton} label={label} />
    ) : (
      <p className={`query-loading${extra}`} role="status">
        {label}
      </p>
    );
  }
  const retry = onRetry === false ? undefined : (onRetry ?? (query.refetch ? () => void query.refetch?.() : undefined));
  const alert = failed && (
    <div className={`query-error${extra}`} role="alert">
      <p>
        {typeof errorMessage === 'function'
          ? errorMessage(query.error)
          : (errorMessage ?? errorText(query.error, t as Translate))}
      </p>
      {retry && (
        <button type="button" onClick={retry} disabled={query.isFetching === true}>
          {retryLabel ?? t('query.retry')}
        </button>
      )}
    </div>
  );
  if (failed && query.data === undefined) return alert;
  return (
    <>
      {alert}
      {empty ? <EmptyState className={`query-empty${extra}`} title={empty} hint={emptyHint} /> : children}
    </>
  );
}
