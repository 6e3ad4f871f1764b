import {
  addStatuses,
  clearTimeline,
  createTimeline,
  removeStatuses,
  showNewStatuses,
  timelineStatusRefs,
  pendingStatusIds,
  trimTimeline,
  trimTimelineWithDropped,
  type TimelineItem,
} from './state';

const s = (id: string, reblogOf?: string): TimelineItem => (reblogOf ? { id, reblog: { id: reblogOf } } : { id });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => s(String(from + i)));

describe('timeline state', () => {
  test('first page shows at once and sets both cursors', () => {
    const t = addStatuses(createTimeline('friends'), [s('3'), s('1'), s('2')], {
      direction: 'older',
      pagination: { next: '1', prev: '3' },
    });
    expect(t.visibleStatuses).toEqual(['3', '2', '1']);
    expect(t.newStatusCount).toBe(0);
    expect(t.minId).toBe('1');
    expect(t.maxId).toBe('3');
    expect(t.bottomedOut).toBe(false);
  });

  test('new statuses from the top go to a pending count until shown', () => {
    let t = addStatuses(createTimeline('friends'), [s('10'), s('9')], { direction: 'older' });
    t = addStatuses(t, [s('12'), s('11')], { direction: 'newer' });
    expect(t.newStatusCount).toBe(2);
    expect(t.visibleStatuses).toEqual(['10', '9']);
    expect(t.statusIds).toEqual(['12', '11', '10', '9']);
    expect(t.maxId).toBe('12');
    // the same statuses again (e.g. poll after stream) do not count twice
    t = addStatuses(t, [s('12')], { direction: 'newer' });
    expect(t.newStatusCount).toBe(2);
    t = showNewStatuses(t);
    expect(t.newStatusCount).toBe(0);
    expect(t.visibleStatuses).toEqual(['12', '11', '10', '9']);
  });

  test('streaming with auto-show adds straight to the visible list', () => {
    let t = addStatuses(createTimeline('public'), [s('5')], { direction: 'older' });
    t = addStatuses(t, [s('6')], { direction: 'newer', showImmediately: true });
    expect(t.visibleStatuses).toEqual(['6', '5']);
    expect(t.newStatusCount).toBe(0);
  });

  test('showNew keeps 50 visible and moves the older cursor to the last visible', () => {
    let t = addStatuses(createTimeline('friends'), range(1, 30), { direction: 'older' });
    t = addStatuses(t, range(31, 80), { direction: 'newer' });
    expect(t.newStatusCount).toBe(50);
    t = showNewStatuses(t);
    expect(t.visibleStatuses).toHaveLength(50);
    expect(t.visibleStatuses[0]).toBe('80');
    expect(t.visibleStatuses[49]).toBe('31');
    expect(t.minId).toBe('31');
    // loading older reveals what was hidden below instead of duplicating it
    t = addStatuses(t, range(21, 30).reverse(), { direction: 'older', pagination: { next: '21' } });
    expect(t.visibleStatuses).toHaveLength(60);
    expect(t.visibleStatuses.at(-1)).toBe('21');
    expect(t.minId).toBe('21');
  });

  test('a full newer page queues a flush', () => {
    let t = addStatuses(createTimeline('friends'), [s('1')], { direction: 'older' });
    expect(t.flushMarker).toBeNull();
    t = addStatuses(t, range(2, 10), { direction: 'newer' });
    expect(t.flushMarker).toBeNull();
    t = addStatuses(t, range(100, 119), { direction: 'newer' });
    expect(t.flushMarker).toBe('119');
    expect(clearTimeline(t)).toEqual(createTimeline('friends'));
    // a batch of streamed statuses is not a page: no gap, however many
    const streamed = addStatuses(
      addStatuses(createTimeline('friends'), [s('1')], { direction: 'older' }),
      range(100, 130),
      { direction: 'newer', pageGapCheck: false },
    );
    expect(streamed.flushMarker).toBeNull();
    expect(streamed.newStatusCount).toBe(31);
  });

  test('older pages append; an empty older page bottoms out', () => {
    let t = addStatuses(createTimeline('friends'), [s('20'), s('19')], {
      direction: 'older',
      pagination: { next: '19' },
    });
    t = addStatuses(t, [s('18'), s('17')], { direction: 'older', pagination: { next: '17' } });
    expect(t.visibleStatuses).toEqual(['20', '19', '18', '17']);
    expect(t.minId).toBe('17');
    expect(t.bottomedOut).toBe(false);
    t = addStatuses(t, [], { direction: 'older' });
    expect(t.bottomedOut).toBe(true);
    expect(t.minId).toBe('17');
    // an empty newer page does not
    expect(addStatuses(createTimeline('x'), [], { direction: 'newer' }).bottomedOut).toBe(false);
  });

  test('reblog dedup: a repeat of a shown status (or of a repeated one) is not added again', () => {
    let t = addStatuses(createTimeline('friends'), [s('100')], { direction: 'older' });
    t = addStatuses(t, [s('101', '100')], { direction: 'newer' });
    expect(t.statusIds).toEqual(['100']);
    expect(t.newStatusCount).toBe(0);
    t = addStatuses(t, [s('102', '50')], { direction: 'newer' });
    t = addStatuses(t, [s('103', '50'), s('104', '50')], { direction: 'newer' });
    expect(t.statusIds).toEqual(['102', '100']);
    expect(t.newStatusCount).toBe(1);
    // removing the original also removes repeats of it
    t = removeStatuses(t, ['50']);
    expect(t.statusIds).toEqual(['100']);
    t = addStatuses(t, [s('105', '50')], { direction: 'newer' });
    expect(t.statusIds).toEqual(['105', '100']);
  });

  test('ordering: flake ids of different lengths and big numeric ids, without Number()', () => {
    const flakes = ['9zzzzzzzzzzzzzzzz', 'AeZk9XaQ1bC2dE3fG4', 'A0000000000000000', 'AeZk9XaQ1bC2dE3fG5', 'B'];
    const t = addStatuses(
      createTimeline('public'),
      flakes.map((id) => s(id)),
      { direction: 'older' },
    );
    expect(t.visibleStatuses).toEqual([
      'AeZk9XaQ1bC2dE3fG5',
      'AeZk9XaQ1bC2dE3fG4',
      'A0000000000000000',
      '9zzzzzzzzzzzzzzzz',
      'B',
    ]);
    expect(t.minId).toBe('B');
    expect(t.maxId).toBe('AeZk9XaQ1bC2dE3fG5');
    const numeric = addStatuses(createTimeline('public'), [s('9007199254740992'), s('9007199254740993'), s('99')], {
      direction: 'older',
    });
    expect(numeric.visibleStatuses).toEqual(['9007199254740993', '9007199254740992', '99']);
  });

  test('favourites keep server order, with cursors from the Link header', () => {
    let t = createTimeline('favorites');
    expect(t.keepServerOrder).toBe(true);
    t = addStatuses(t, [s('AeA'), s('AeZ'), s('AeM')], {
      direction: 'older',
      pagination: { next: '501', prev: '510' },
    });
    expect(t.visibleStatuses).toEqual(['AeA', 'AeZ', 'AeM']);
    expect(t.minId).toBe('501');
    t = addStatuses(t, [s('Ab1'), s('Az9')], { direction: 'older', pagination: { next: '480' } });
    expect(t.visibleStatuses).toEqual(['AeA', 'AeZ', 'AeM', 'Ab1', 'Az9']);
    expect(t.minId).toBe('480');
    t = addStatuses(t, [s('Aa0')], { direction: 'newer', showImmediately: true, pagination: { prev: '520' } });
    expect(t.visibleStatuses[0]).toBe('Aa0');
    expect(t.maxId).toBe('520');
    expect(createTimeline('bookmarks').keepServerOrder).toBe(true);
    expect(createTimeline('friends').keepServerOrder).toBe(false);
  });

  test('trim keeps the newest ids (pending first), moves the older cursor and forgets the rest', () => {
    let t = addStatuses(createTimeline('friends'), range(1, 10), { direction: 'older' });
    t = addStatuses(t, [s('13', '2'), s('12'), s('11')], { direction: 'newer' });
    expect(t.newStatusCount).toBe(2);
    const trimmed = trimTimeline(t, 5);
    expect(trimmed.statusIds).toEqual(['12', '11', '10', '9', '8']);
    expect(trimmed.visibleStatuses).toEqual(['10', '9', '8']);
    expect(trimmed.newStatusCount).toBe(2);
    expect(trimmed.minId).toBe('8');
    expect(trimmed.bottomedOut).toBe(false);
    expect([...trimmed.statusesObject.keys()].sort()).toEqual(['10', '11', '12', '8', '9']);
    // status 2 left: a repeat of it may be shown again
    const again = addStatuses(trimmed, [s('14', '2')], { direction: 'newer' });
    expect(again.statusIds[0]).toBe('14');
    expect(trimTimeline(t, 50)).toBe(t);
  });

  test('trim drops pending ids beyond the 50 that show new would show, and keeps counting them', () => {
    let t = addStatuses(createTimeline('friends'), range(1, 20), { direction: 'older' });
    t = addStatuses(t, range(21, 200), { direction: 'newer' });
    expect(t.newStatusCount).toBe(180);
    const { state: trimmed, droppedPending } = trimTimelineWithDropped(t, 100);
    expect(trimmed.statusIds).toHaveLength(100);
    // the visible page stays, the newest 80 pending ids stay, the older pending ones go but still count
    expect(trimmed.visibleStatuses).toEqual(t.visibleStatuses);
    expect(trimmed.statusIds.slice(0, 80)).toEqual(
      range(121, 200)
        .map((item) => item.id)
        .reverse(),
    );
    expect(droppedPending).toEqual(
      range(21, 120)
        .map((item) => item.id)
        .reverse(),
    );
    expect(trimmed.newStatusCount).toBe(180);
    expect(trimmed.minId).toBe(t.minId);
    expect(pendingStatusIds(trimmed)).toHaveLength(80);
    // a tighter bound keeps 50 pending and gives up the oldest visible ones instead
    const tight = trimTimeline(t, 60);
    expect(tight.statusIds.slice(0, 50)).toEqual(
      range(151, 200)
        .map((item) => item.id)
        .reverse(),
    );
    expect(tight.visibleStatuses).toEqual(
      range(11, 20)
        .map((item) => item.id)
        .reverse(),
    );
    expect(tight.minId).toBe('11');
    expect(tight.newStatusCount).toBe(180);
    // showing new reveals the newest 50; older pages then continue below them
    const shown = showNewStatuses(tight);
    expect(shown.visibleStatuses[0]).toBe('200');
    expect(shown.minId).toBe('151');
  });

  test('with the reader further down, the visible ids far above go and the top offers a reload', () => {
    const t = addStatuses(createTimeline('friends'), range(1, 100), { direction: 'older' });
    const trimmed = trimTimeline(t, 60, { anchorId: '5' });
    expect(trimmed.visibleStatuses[0]).toBe('60');
    expect(trimmed.visibleStatuses.at(-1)).toBe('1');
    expect(trimmed.minId).toBe(t.minId);
    expect(trimmed.flushMarker).toBe('100');
    expect(trimTimeline(t, 60).flushMarker).toBeNull();
  });

  test('ids below the visible ones go first', () => {
    let t = addStatuses(createTimeline('friends'), range(1, 30), { direction: 'older' });
    t = addStatuses(t, range(31, 90), { direction: 'newer' });
    t = showNewStatuses(t);
    // 90..41 visible, 40..1 below them
    const { state: trimmed, droppedPending } = trimTimelineWithDropped(t, 60);
    expect(droppedPending).toEqual([]);
    expect(trimmed.visibleStatuses).toHaveLength(50);
    expect(trimmed.statusIds.at(-1)).toBe('31');
    expect(trimmed.minId).toBe('41');
  });

  test('removing pending statuses lowers the count by those only', () => {
    let t = addStatuses(createTimeline('friends'), range(1, 5), { direction: 'older' });
    t = addStatuses(t, range(6, 8), { direction: 'newer' });
    expect(removeStatuses(t, ['7', '2']).newStatusCount).toBe(2);
  });

  test('refs: every entry and the statuses repeated by it', () => {
    const t = addStatuses(createTimeline('friends'), [s('5', '1'), s('4')], { direction: 'older' });
    expect(timelineStatusRefs(t).sort()).toEqual(['1', '4', '5']);
  });
});
