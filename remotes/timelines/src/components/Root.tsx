import type { ReactNode } from 'react';
import '../timeline.css';
import { MediaViewerProvider } from './mediaViewerContext';

/** What every screen and the exposed Status sit in: the media viewer host (the shell provides the API client). */
export function Root({ children }: { children: ReactNode }) {
  return (
    <MediaViewerProvider>{children}</MediaViewerProvider>
  );
}
