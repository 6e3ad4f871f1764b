import type { SessionUser } from '@fedi/shared';
import { drawerItems } from './drawerItems';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: '1',
  acct: 'alice',
  display_name: 'Alice',
  avatar: '',
  role: 'member',
  locked: false,
  ...over,
});
const keys = (items: ReturnType<typeof drawerItems>) => items.map((item) => item.key);
const base = { privateMode: false, timelinePath: '/main/public', followRequests: 0, unreadAnnouncements: 0 };

describe('drawer items (spec §2 side drawer)', () => {
  it('gives a visitor login, timelines, search, settings, about and announcements', () => {
    expect(keys(drawerItems({ ...base, user: null }))).toEqual([
      'login',
      'timelines',
      'search',
      'settings',
      'about',
      'announcements',
    ]);
  });

  it('hides timelines and search from visitors in private mode', () => {
    expect(keys(drawerItems({ ...base, user: null, privateMode: true }))).toEqual([
      'login',
      'settings',
      'about',
      'announcements',
    ]);
  });

  it('gives a member lists, interactions, who to follow and logout, but no staff entries', () => {
    expect(keys(drawerItems({ ...base, user: user() }))).toEqual([
      'timelines',
      'lists',
      'interactions',
      'search',
      'who-to-follow',
      'settings',
      'about',
      'announcements',
      'logout',
    ]);
  });

  it('shows friend requests with their count to locked accounts only', () => {
    const items = drawerItems({ ...base, user: user({ locked: true }), followRequests: 2 });
    expect(items.find((item) => item.key === 'friend-requests')).toMatchObject({ to: '/friend-requests', badge: 2 });
  });

  it('adds moderation for moderators and the administration link for admins only', () => {
    expect(keys(drawerItems({ ...base, user: user({ role: 'moderator' }) }))).toContain('moderation');
    expect(keys(drawerItems({ ...base, user: user({ role: 'moderator' }) }))).not.toContain('administration');
    expect(keys(drawerItems({ ...base, user: user({ role: 'admin' }) }))).toEqual(
      expect.arrayContaining(['moderation', 'administration']),
    );
  });

  it('links interactions to the user and carries the announcements badge', () => {
    const items = drawerItems({ ...base, user: user(), unreadAnnouncements: 3 });
    expect(items.find((item) => item.key === 'interactions')?.to).toBe('/users/alice/interactions');
    expect(items.find((item) => item.key === 'announcements')?.badge).toBe(3);
  });
});
