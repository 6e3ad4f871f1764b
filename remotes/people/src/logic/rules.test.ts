import {
  canBite,
  dailyAverage,
  defaultSearchTab,
  followButtonState,
  listSaveDisabled,
  profileTabs,
  remoteHandle,
  tabFromHash,
  tagActivity,
  visibleCount,
} from './rules';

describe('followButtonState', () => {
  it('covers every state of spec §4', () => {
    expect(followButtonState(undefined)).toBe('follow');
    expect(followButtonState({ id: 'a', following: false })).toBe('follow');
    expect(followButtonState({ id: 'a', following: true })).toBe('following');
    expect(followButtonState({ id: 'a', requested: true })).toBe('requested');
    expect(followButtonState({ id: 'a', blocking: true, following: true })).toBe('blocked');
    expect(followButtonState({ id: 'a', following: true }, { pending: true })).toBe('pending');
    expect(followButtonState({ id: 'a' }, { deactivated: true })).toBe('disabled');
  });
});

describe('dailyAverage', () => {
  const now = Date.parse('2025-01-11T00:00:00Z');
  it('divides posts by account age in days, rounded up', () => {
    expect(dailyAverage({ statuses_count: 25, created_at: '2025-01-01T00:00:00Z' }, now)).toBe(3);
    expect(dailyAverage({ statuses_count: 20, created_at: '2025-01-01T00:00:00Z' }, now)).toBe(2);
  });
  it('counts a partial day as a day and a new account as one day', () => {
    expect(dailyAverage({ statuses_count: 7, created_at: '2025-01-10T12:00:00Z' }, now)).toBe(7);
    expect(dailyAverage({ statuses_count: 0, created_at: '2025-01-10T23:00:00Z' }, now)).toBe(0);
  });
  it('is unknown without a creation date', () => {
    expect(dailyAverage({ statuses_count: 5, created_at: undefined }, now)).toBeNull();
    expect(dailyAverage({ statuses_count: 5, created_at: 'garbage' }, now)).toBeNull();
  });
});

describe('profile hide rules', () => {
  it('hides follows/followers tabs of users who hide them, never on one’s own profile', () => {
    expect(profileTabs({ hide_follows: true, hide_followers: true }, false, true)).toEqual([
      'statuses',
      'replies',
      'media',
    ]);
    expect(profileTabs({ hide_follows: true }, false, true)).toEqual(['statuses', 'replies', 'followers', 'media']);
    expect(profileTabs({ hide_follows: true, hide_followers: true }, true, true)).toEqual([
      'statuses',
      'replies',
      'follows',
      'followers',
      'media',
      'favorites',
    ]);
  });
  it('shows favorites on one’s own profile only', () => {
    expect(profileTabs({}, false, true)).not.toContain('favorites');
    expect(profileTabs({}, true, true)).toContain('favorites');
  });
  it('hides counts of users who hide them, except one’s own', () => {
    expect(visibleCount(5, true, false)).toBeNull();
    expect(visibleCount(5, true, true)).toBe(5);
    expect(visibleCount(5, undefined, false)).toBe(5);
  });
  it('picks the tab from the hash, falling back to statuses', () => {
    const tabs = profileTabs({ hide_follows: true }, false, true);
    expect(tabFromHash('#media', tabs)).toBe('media');
    expect(tabFromHash('#follows', tabs)).toBe('statuses');
    expect(tabFromHash('', tabs)).toBe('statuses');
  });
});

describe('defaultSearchTab', () => {
  it('prefers visible statuses, then people, then hashtags, else statuses', () => {
    expect(defaultSearchTab({ statuses: [{}], accounts: [1], hashtags: [1] })).toBe('statuses');
    expect(defaultSearchTab({ statuses: [{ deleted: true }], accounts: [1], hashtags: [1] })).toBe('people');
    expect(defaultSearchTab({ statuses: [], accounts: [], hashtags: [1] })).toBe('hashtags');
    expect(defaultSearchTab({ statuses: [], accounts: [], hashtags: [] })).toBe('statuses');
  });
});

describe('small rules', () => {
  it('disables list save only for an empty title', () => {
    expect(listSaveDisabled('')).toBe(true);
    expect(listSaveDisabled(' ')).toBe(false);
    expect(listSaveDisabled('Friends')).toBe(false);
  });
  it('recognises remote handles for resolve', () => {
    expect(remoteHandle('@bob@example.com')).toBe('bob@example.com');
    expect(remoteHandle('bob@example.com')).toBe('bob@example.com');
    expect(remoteHandle('bob')).toBeNull();
    expect(remoteHandle('hello world')).toBeNull();
  });
  it('reads the latest history record of a tag', () => {
    expect(
      tagActivity({
        history: [
          { uses: 4, accounts: 1 },
          { uses: 9, accounts: 5 },
        ],
      }),
    ).toEqual({ uses: 4, accounts: 1 });
    expect(tagActivity({ history: [] })).toEqual({ uses: 0, accounts: 0 });
  });
  it('allows bites only on others who are active and do not block you', () => {
    expect(canBite({ id: 'b', deactivated: false }, undefined, 'a')).toBe(true);
    expect(canBite({ id: 'a', deactivated: false }, undefined, 'a')).toBe(false);
    expect(canBite({ id: 'b', deactivated: true }, undefined, 'a')).toBe(false);
    expect(canBite({ id: 'b' }, { id: 'b', blocked_by: true }, 'a')).toBe(false);
    expect(canBite({ id: 'b' }, undefined, undefined)).toBe(false);
  });
});
