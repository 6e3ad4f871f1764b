export * from './useUnreadChats';
