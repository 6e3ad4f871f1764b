import { lazy, type ReactNode } from 'react';
import '../timeline.css';
import { InlineThreadContext } from './inlineThread';
import { MediaViewerProvider } from './mediaViewerContext';
import { StringsReady } from './StringsReady';

const Conversation = lazy(() =>
  import(/* webpackChunkName: "timelines-conversation" */ '../screens/Conversation').then((module) => ({
    default: module.Conversation,
  })),
);

const inlineThread = (statusId: string) => <Conversation statusId={statusId} inline />;

/**
 * What every screen and the exposed Status sit in: the media viewer host and the inline thread slot
 * (the shell provides the API client). Nothing shows before the remote's strings are in the interface
 * language (`fallback` meanwhile): no English flashes in another language.
 */
export function Root({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <InlineThreadContext.Provider value={inlineThread}>
      <MediaViewerProvider>
        <StringsReady fallback={fallback}>{children}</StringsReady>
      </MediaViewerProvider>
    </InlineThreadContext.Provider>
  );
}
