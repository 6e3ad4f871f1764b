import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionErrorBoundary } from './RegionErrorBoundary';
import { RegionError } from './RegionError';
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
  let content: ReactNode;
  if (loaded.manifestError) {
    content = (
      <RegionError message={t('remote.manifest_failed', { message: loaded.manifestError.message })} onRetry={loaded.retry} busy={false} />
    );
  } else if (loaded.isError) {
    const chunk = loaded.error instanceof ChunkLoadError ? loaded.error.chunk : `${remote}/${module}`;
    content = <RegionError message={t('remote.chunk_load_failed', { chunk })} onRetry={loaded.retry} busy={loaded.isFetching} />;
  } else if (loaded.data === undefined) {
    content = (
      <p className="region-loading" role="status">
        {t('remote.loading')}
      </p>
    );
  } else {
    content = <RegionErrorBoundary resetKey={loaded.dataUpdatedAt}>{children(loaded.data)}</RegionErrorBoundary>;
  }
  return (
    <section className="remote-region" aria-label={label} data-remote={remote}>
      {content}
    </section>
  );
}
