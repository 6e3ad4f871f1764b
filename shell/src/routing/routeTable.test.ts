import { ROUTES } from '@fedi/shared';

// Spec §2, route names and paths as written there ({x} becomes :x).
const SPEC_ROUTES: Record<string, string> = {
  'public-external-timeline': '/main/all',
  'public-timeline': '/main/public',
  'bubble-timeline': '/main/bubble',
  friends: '/main/friends',
  'tag-timeline': '/tag/:tag',
  bookmarks: '/bookmarks',
  conversation: '/notice/:id',
  'remote-user-profile': '/remote-users/:hostname/:username',
  'external-user-profile': '/users/:id',
  interactions: '/users/:username/interactions',
  dms: '/users/:username/dms',
  registration: '/registration',
  'registration-request-sent': '/registration-request-sent',
  'awaiting-email-confirmation': '/awaiting-email-confirmation',
  'password-reset': '/password-reset',
  'registration-token': '/registration/:token',
  'friend-requests': '/friend-requests',
  notifications: '/:username/notifications',
  login: '/login',
  'oauth-callback': '/oauth-callback',
  search: '/search',
  'who-to-follow': '/who-to-follow',
  about: '/about',
  lists: '/lists',
  'list-timeline': '/lists/:id',
  'list-edit': '/lists/:id/edit',
  announcements: '/announcements',
  'user-profile': '/:name',
};

describe('route table', () => {
  it.each(Object.entries(SPEC_ROUTES))('registers %s at %s', (name, path) => {
    expect(ROUTES.find((route) => route.name === name)?.path).toBe(path);
  });
  it('registers remote-user-profile-acct', () => {
    expect(ROUTES.some((route) => route.name === 'remote-user-profile-acct')).toBe(true);
  });
  it('marks the signed-in-only routes of spec §2', () => {
    const guarded = ROUTES.filter((route) => route.signedInOnly).map((route) => route.name);
    for (const name of [
      'friends',
      'remote-user-profile-acct',
      'remote-user-profile',
      'interactions',
      'dms',
      'friend-requests',
      'notifications',
      'who-to-follow',
    ]) {
      expect(guarded).toContain(name);
    }
    expect(guarded).not.toContain('public-timeline');
  });
  it('keeps scroll only on conversation and user profiles', () => {
    expect(
      ROUTES.filter((route) => route.keepScroll)
        .map((route) => route.name)
        .sort(),
    ).toEqual(['conversation', 'external-user-profile', 'user-profile']);
  });
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});
