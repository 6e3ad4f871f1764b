import { showNotificationsColumn } from './thirdColumn';

const base = { wide: true, mobile: false, signedIn: true, mode: 'notifications' as const, pathname: '/main/friends' };

describe('notifications column', () => {
  test('wide, signed in, mode notifications', () => {
    expect(showNotificationsColumn(base)).toBe(true);
  });
  test('not below 1280 px, not for visitors, not with another mode', () => {
    expect(showNotificationsColumn({ ...base, wide: false })).toBe(false);
    expect(showNotificationsColumn({ ...base, signedIn: false })).toBe(false);
    expect(showNotificationsColumn({ ...base, mode: 'none' })).toBe(false);
    expect(showNotificationsColumn({ ...base, mode: 'postform' })).toBe(false);
  });
  test('not on the notifications page, which shows the same list', () => {
    expect(showNotificationsColumn({ ...base, pathname: '/alice/notifications' })).toBe(false);
    expect(showNotificationsColumn({ ...base, pathname: '/users/alice/interactions' })).toBe(true);
  });
});
