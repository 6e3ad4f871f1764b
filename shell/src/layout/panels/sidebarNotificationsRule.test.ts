import { showSidebarNotifications } from './sidebarNotificationsRule';

const base = { wide: false, mobile: false, signedIn: true, mode: 'notifications' as const, pathname: '/main/friends' };

describe('notifications in the sidebar', () => {
  test('desktop 801–1279 px, signed in', () => {
    expect(showSidebarNotifications(base)).toBe(true);
  });
  test('not for visitors, not on mobile (bell and drawer), not on the notifications page', () => {
    expect(showSidebarNotifications({ ...base, signedIn: false })).toBe(false);
    expect(showSidebarNotifications({ ...base, mobile: true })).toBe(false);
    expect(showSidebarNotifications({ ...base, pathname: '/alice/notifications' })).toBe(false);
    expect(showSidebarNotifications({ ...base, pathname: '/users/alice/interactions' })).toBe(true);
  });
  test('at ≥ 1280 px only when the third column does not show them', () => {
    expect(showSidebarNotifications({ ...base, wide: true })).toBe(false);
    expect(showSidebarNotifications({ ...base, wide: true, mode: 'none' })).toBe(true);
    expect(showSidebarNotifications({ ...base, wide: true, mode: 'postform' })).toBe(true);
  });
});
