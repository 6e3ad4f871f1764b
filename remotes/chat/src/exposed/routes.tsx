import type { ComponentType } from 'react';
import { ChatsScreen } from '../screens/ChatsScreen';
import { ChatScreen } from '../screens/ChatScreen';

/** Screens of the chat remote by route name (shared/src/federation/routes.ts). */
export const routes: Record<string, ComponentType> = {
  chats: ChatsScreen,
  chat: ChatScreen,
};
