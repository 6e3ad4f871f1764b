import type { SessionUser } from '@fedi/shared';
import { drawerItems, isCurrentItem } from './drawerItems';

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

describe('drawer chats entry', () => {
  it('is offered to signed-in users of a server with chats, with the unread count, after lists', () => {
    const items = drawerItems({ ...base, user: user(), chats: true, unreadChats: 4 });
    expect(keys(items).slice(0, 3)).toEqual(['timelines', 'lists', 'chats']);
    expect(items.find((item) => item.key === 'chats')).toMatchObject({ to: '/users/alice/chats', badge: 4 });
  });

  it('is absent on servers without chats and for visitors', () => {
    expect(keys(drawerItems({ ...base, user: user() }))).not.toContain('chats');
    expect(keys(drawerItems({ ...base, user: null, chats: true }))).not.toContain('chats');
  });
});

describe('nav panel entries (desktop sidebar, issue 28 #1)', () => {
  const panel = { ...base, place: 'panel' as const };

  it('gives a member timelines, interactions, lists, announcements, bookmarks, DMs and about, in that order', () => {
    expect(keys(drawerItems({ ...panel, user: user() }))).toEqual([
      'timelines',
      'interactions',
      'lists',
      'announcements',
      'bookmarks',
      'dms',
      'about',
    ]);
  });

  it('adds chats where the server has them, and follow requests when locked or any are pending', () => {
    const items = drawerItems({
      ...panel,
      user: user(),
      chats: true,
      unreadChats: 2,
      followRequests: 1,
      unreadAnnouncements: 3,
    });
    expect(keys(items)).toEqual([
      'timelines',
      'interactions',
      'chats',
      'lists',
      'announcements',
      'friend-requests',
      'bookmarks',
      'dms',
      'about',
    ]);
    expect(items.find((item) => item.key === 'chats')?.badge).toBe(2);
    expect(items.find((item) => item.key === 'friend-requests')?.badge).toBe(1);
    expect(items.find((item) => item.key === 'announcements')?.badge).toBe(3);
    expect(keys(drawerItems({ ...panel, user: user({ locked: true }) }))).toContain('friend-requests');
  });

  it('links each entry to its page, with an icon', () => {
    const items = drawerItems({ ...panel, user: user(), chats: true });
    expect(Object.fromEntries(items.map((item) => [item.key, item.to]))).toEqual({
      timelines: '/main/public',
      interactions: '/users/alice/interactions',
      chats: '/users/alice/chats',
      lists: '/lists',
      announcements: '/announcements',
      bookmarks: '/bookmarks',
      dms: '/users/alice/dms',
      about: '/about',
    });
    expect(items.every((item) => item.icon)).toBe(true);
  });

  it('marks the entry of the page shown', () => {
    const items = drawerItems({ ...panel, user: user() });
    const current = (pathname: string) => items.filter((item) => isCurrentItem(item, pathname)).map((item) => item.key);
    expect(current('/main/friends')).toEqual(['timelines']);
    expect(current('/lists/4')).toEqual(['lists']);
    expect(current('/users/alice/interactions')).toEqual(['interactions']);
    expect(current('/notice/1')).toEqual([]);
  });
});
