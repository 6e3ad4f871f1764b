/** Which package renders a route: the shell itself or a remote's `./routes` module. */
export type RouteOwner = 'shell' | 'timelines' | 'people' | 'chat';

export interface RouteDefinition {
  name: string;
  /** react-router path pattern. */
  path: string;
  owner: RouteOwner;
  signedInOnly?: boolean;
  /** Spec §2: conversation and user profile keep the scroll position. */
  keepScroll?: boolean;
}

/** Every route of spec §2, by name and path, and who owns it. Order matters only for readability. */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'public-external-timeline', path: '/main/all', owner: 'timelines' },
  { name: 'public-timeline', path: '/main/public', owner: 'timelines' },
  { name: 'bubble-timeline', path: '/main/bubble', owner: 'timelines' },
  { name: 'friends', path: '/main/friends', owner: 'timelines', signedInOnly: true },
  { name: 'tag-timeline', path: '/tag/:tag', owner: 'timelines' },
  { name: 'bookmarks', path: '/bookmarks', owner: 'timelines', signedInOnly: true },
  { name: 'conversation', path: '/notice/:id', owner: 'timelines', keepScroll: true },
  { name: 'remote-user-profile-acct', path: '/remote-users/:acct', owner: 'people', signedInOnly: true },
  { name: 'remote-user-profile', path: '/remote-users/:hostname/:username', owner: 'people', signedInOnly: true },
  { name: 'external-user-profile', path: '/users/:id', owner: 'people', keepScroll: true },
  { name: 'interactions', path: '/users/:username/interactions', owner: 'people', signedInOnly: true },
  { name: 'dms', path: '/users/:username/dms', owner: 'timelines', signedInOnly: true },
  { name: 'chats', path: '/users/:username/chats', owner: 'chat', signedInOnly: true },
  { name: 'chat', path: '/users/:username/chats/:recipientId', owner: 'chat', signedInOnly: true },
  { name: 'registration', path: '/registration', owner: 'shell' },
  { name: 'registration-request-sent', path: '/registration-request-sent', owner: 'shell' },
  { name: 'awaiting-email-confirmation', path: '/awaiting-email-confirmation', owner: 'shell' },
  { name: 'password-reset', path: '/password-reset', owner: 'shell' },
  { name: 'registration-token', path: '/registration/:token', owner: 'shell' },
  { name: 'friend-requests', path: '/friend-requests', owner: 'people', signedInOnly: true },
  { name: 'notifications', path: '/:username/notifications', owner: 'people', signedInOnly: true },
  { name: 'login', path: '/login', owner: 'shell' },
  { name: 'oauth-callback', path: '/oauth-callback', owner: 'shell' },
  { name: 'search', path: '/search', owner: 'people' },
  { name: 'who-to-follow', path: '/who-to-follow', owner: 'people', signedInOnly: true },
  { name: 'about', path: '/about', owner: 'people' },
  { name: 'lists', path: '/lists', owner: 'people', signedInOnly: true },
  { name: 'list-timeline', path: '/lists/:id', owner: 'timelines', signedInOnly: true },
  { name: 'list-edit', path: '/lists/:id/edit', owner: 'people', signedInOnly: true },
  { name: 'announcements', path: '/announcements', owner: 'people' },
  { name: 'user-profile', path: '/:name', owner: 'people', keepScroll: true },
] as const;

export type RouteName = (typeof ROUTES)[number]['name'];
