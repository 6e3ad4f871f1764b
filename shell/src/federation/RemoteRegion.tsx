import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@fedi/shared';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { useRemoteModule } from './useRemotes';
import { ChunkLoadError } from './loadRemoteModule';

interface RemoteRegionProps<T> {
  remote: string;
  module: string;
  /** Accessible name of the region. */
  label: string;
  children(loaded: T): ReactNode;
}

/**
 * A part of the page drawn by a remote. Loading, load failure (with Retry) and render failure stay
 * inside the region; the rest of the app keeps working.
 */
export function RemoteRegion<T>({ remote, module, label, children }: RemoteRegionProps<T>) {
  const { t } = useTranslation();
  const loaded = useRemoteModule<T>(remote, module);
  const { manifestError } = loaded;
  const errorMessage = manifestError
    ? t('remote.manifest_failed', { message: manifestError.message })
    : t('remote.chunk_load_failed', {
        chunk: loaded.error instanceof ChunkLoadError ? loaded.error.chunk : `${remote}/${module}`,
      });
  return (
    <section className="remote-region" aria-label={label} data-remote={remote}>
      <QueryState
        className="region-state"
        query={{
          isPending: loaded.data === undefined,
          isError: !!manifestError || loaded.isError,
          error: manifestError ?? loaded.error,
          isFetching: !manifestError && loaded.isFetching,
          refetch: loaded.retry,
        }}
        errorMessage={errorMessage}
      >
        {loaded.data !== undefined && (
          <RegionErrorBoundary resetKey={loaded.dataUpdatedAt}>{children(loaded.data)}</RegionErrorBoundary>
        )}
      </QueryState>
    </section>
  );
}
