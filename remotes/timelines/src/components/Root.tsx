import type { ReactNode } from 'react';
import { EnsureClient } from '../api';
import '../timeline.css';
import { MediaViewerProvider } from './mediaViewerContext';

/** What every screen and the exposed Status sit in: an API client and the media viewer host. */
export function Root({ children }: { children: ReactNode }) {
  return (
    <EnsureClient>
      <MediaViewerProvider>{children}</MediaViewerProvider>
    </EnsureClient>
  );
}
