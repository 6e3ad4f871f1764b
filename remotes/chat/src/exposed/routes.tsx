import type { ComponentType } from 'react';
import { ChatList } from '../ChatList';

/** Screens of the chat remote by route name. */
export const routes: Record<string, ComponentType> = {
  chats: ChatList,
};
