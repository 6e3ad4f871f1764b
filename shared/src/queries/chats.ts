/** Query keys of Pleroma chats. */
export const chatKeys = {
  list: (baseUrl: string) => ['chats', baseUrl] as const,
};
