import type { ComponentType } from 'react';
import { ChatsScreen } from '../screens/ChatsScreen';
import { ChatScreen } from '../screens/ChatScreen';
import { ChatsAvailable } from '../components/ChatsAvailable';

/** Screens of the chat remote by route name (shared/src/federation/routes.ts), each behind the server's chats gate. */
export const routes: Record<string, ComponentType> = {
  chats: function Chats() {
    return (
      <ChatsAvailable>
        <ChatsScreen />
      </ChatsAvailable>
    );
  },
  chat: function Chat() {
    return (
      <ChatsAvailable>
        <ChatScreen />
      </ChatsAvailable>
    );
  },
};
