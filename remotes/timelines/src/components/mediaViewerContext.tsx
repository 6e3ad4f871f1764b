import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Attachment } from '@fedi/shared';

interface MediaViewerApi {
  open(attachments: readonly Attachment[], index: number): void;
}

const MediaViewerContext = createContext<MediaViewerApi | null>(null);
const MediaViewer = lazy(() => import(/* webpackChunkName: "timelines-media-viewer" */ './MediaViewer'));

/** Hosts the (lazily loaded) media viewer modal for everything below it. */
export function MediaViewerProvider({ children }: { children: ReactNode }) {
  const [viewing, setViewing] = useState<{ attachments: readonly Attachment[]; index: number } | null>(null);
  const open = useCallback(
    (attachments: readonly Attachment[], index: number) => setViewing({ attachments, index }),
    [],
  );
  const api = useMemo(() => ({ open }), [open]);
  return (
    <MediaViewerContext.Provider value={api}>
      {children}
      {viewing && (
        <Suspense fallback={null}>
          <MediaViewer
            attachments={viewing.attachments}
            initialIndex={viewing.index}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </MediaViewerContext.Provider>
  );
}

/** Open the media viewer; null outside a provider (attachments then open in a new tab). */
export function useMediaViewer(): MediaViewerApi | null {
  return useContext(MediaViewerContext);
}
