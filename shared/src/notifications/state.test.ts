import {
  addNotifications,
  applyReadMarker,
  convertFollowRequest,
  createNotificationsState,
  markAllSeen,
  removeNotification,
  showMoreNotifications,
  unseenCount,
  visibleNotificationIds,
  type NotificationItem,
} from './state';

const n = (id: number, seen?: boolean, type = 'mention'): NotificationItem => ({ id: String(id), type, is_seen: seen });

describe('notifications state', () => {
  test('30 seen plus every unseen are visible, newest first', () => {
    const items = [...Array.from({ length: 40 }, (_, i) => n(i + 1, true)), n(41, false), n(42, false), n(5000, false)];
    const state = addNotifications(createNotificationsState(), items);
    const visible = visibleNotificationIds(state);
    expect(visible).toHaveLength(33);
    expect(visible.slice(0, 3)).toEqual(['5000', '42', '41']);
    expect(visible.at(-1)).toBe('11');
    expect(unseenCount(state)).toBe(3);
    expect(state.maxId).toBe('5000');
    expect(state.minId).toBe('1');
  });

  test('an unseen old notification is shown even below the seen window', () => {
    const items = [...Array.from({ length: 40 }, (_, i) => n(i + 10, true)), n(2, false)];
    const visible = visibleNotificationIds(addNotifications(createNotificationsState(), items));
    expect(visible).toContain('2');
    expect(visible).toHaveLength(31);
  });

  test('mark read: all seen, max id to send, seen count back to 30', () => {
    let state = addNotifications(createNotificationsState(), [n(7, false), n(9, false), n(8, true)]);
    state = showMoreNotifications(state).state;
    expect(state.seenToDisplay).toBe(50);
    const result = markAllSeen(state);
    expect(result.maxId).toBe('9');
    expect(unseenCount(result.state)).toBe(0);
    expect(result.state.seenToDisplay).toBe(30);
  });

  test('load 20 more: shows more loaded ones first, then asks to fetch', () => {
    let state = addNotifications(
      createNotificationsState(),
      Array.from({ length: 60 }, (_, i) => n(i + 1, true)),
    );
    expect(visibleNotificationIds(state)).toHaveLength(30);
    let more = showMoreNotifications(state);
    expect(more.needsFetch).toBe(false);
    state = more.state;
    expect(visibleNotificationIds(state)).toHaveLength(50);
    more = showMoreNotifications(state);
    expect(more.needsFetch).toBe(true);
    state = addNotifications(more.state, [], { older: true });
    expect(state.bottomedOut).toBe(true);
    expect(showMoreNotifications(state).needsFetch).toBe(false);
  });

  test('Mastodon markers decide seen when the server has no flag', () => {
    let state = applyReadMarker(createNotificationsState(), '100');
    state = addNotifications(state, [n(99), n(100), n(101)]);
    expect(state.ids.map((id) => [id, state.byId[id]?.seen])).toEqual([
      ['101', false],
      ['100', true],
      ['99', true],
    ]);
    state = applyReadMarker(state, '101');
    expect(unseenCount(state)).toBe(0);
  });

  test('type filter, follow request conversion and dismiss', () => {
    let state = addNotifications(createNotificationsState(), [
      n(1, false, 'like'),
      n(2, false, 'follow_request'),
      n(3, false, 'mention'),
    ]);
    expect(visibleNotificationIds(state, ['mention', 'follow_request'])).toEqual(['3', '2']);
    expect(unseenCount(state, ['like'])).toBe(1);
    state = convertFollowRequest(state, '2');
    expect(state.byId['2']).toEqual({ id: '2', type: 'follow', seen: true });
    state = removeNotification(state, '3');
    expect(state.ids).toEqual(['2', '1']);
  });

  test('ids of different lengths sort numerically', () => {
    const state = addNotifications(createNotificationsState(), [n(9), n(10), n(100)]);
    expect(state.ids).toEqual(['100', '10', '9']);
  });
});
