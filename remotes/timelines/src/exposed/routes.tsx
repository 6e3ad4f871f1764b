import { lazy, Suspense, type ComponentType } from 'react';
import { QueryState } from '@fedi/shared';
import { Root } from '../components/Root';
import '../i18n';
import {
  Bookmarks,
  BubbleTimeline,
  DirectMessages,
  FederatedTimeline,
  HomeTimeline,
  ListTimeline,
  PublicTimeline,
  TagTimeline,
} from '../screens/timelines';

const ConversationScreen = lazy(
  () => import(/* webpackChunkName: "timelines-conversation" */ '../screens/Conversation'),
);

function rooted(Screen: ComponentType): ComponentType {
  function RootedScreen() {
    return (
      <Root fallback={<QueryState query={{ isPending: true }} skeleton="status" />}>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </Root>
    );
  }
  RootedScreen.displayName = `Rooted(${Screen.displayName ?? Screen.name})`;
  return RootedScreen;
}

/** Screens of this remote by route name (spec §2); the shell shows "not available yet" for the rest. */
export const routes: Record<string, ComponentType> = {
  'public-timeline': rooted(PublicTimeline),
  'public-external-timeline': rooted(FederatedTimeline),
  'bubble-timeline': rooted(BubbleTimeline),
  friends: rooted(HomeTimeline),
  'tag-timeline': rooted(TagTimeline),
  bookmarks: rooted(Bookmarks),
  dms: rooted(DirectMessages),
  'list-timeline': rooted(ListTimeline),
  conversation: rooted(ConversationScreen),
};
