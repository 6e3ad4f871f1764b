import { lazy, type ReactNode } from 'react';
import '../timeline.css';
import { InlineThreadContext } from './inlineThread';
import { MediaViewerProvider } from './mediaViewerContext';

const Conversation = lazy(() =>
  import(/* webpackChunkName: "timelines-conversation" */ '../screens/Conversation').then((module) => ({
    default: module.Conversation,
  })),
);

const inlineThread = (statusId: string) => <Conversation statusId={statusId} inline />;

/**
 * What every screen and the exposed Status sit in: the media viewer host and the inline thread slot
 * (the shell provides the API client).
 */
export function Root({ children }: { children: ReactNode }) {
  return (
    <InlineThreadContext.Provider value={inlineThread}>
      <MediaViewerProvider>{children}</MediaViewerProvider>
    </InlineThreadContext.Provider>
  );
}
