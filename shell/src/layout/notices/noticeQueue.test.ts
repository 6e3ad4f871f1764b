import { addNotice, removeNotice } from './noticeQueue';

describe('notice queue', () => {
  it('stacks different notices and replaces one with the same message (new id, new arguments)', () => {
    let shown = addNotice([], { level: 'error', messageKey: 'a', timeout: 5000 }, 1);
    shown = addNotice(shown, { level: 'info', messageKey: 'b' }, 2);
    shown = addNotice(shown, { level: 'error', messageKey: 'a', messageArgs: { code: 2 }, timeout: 5000 }, 3);
    expect(shown.map((n) => [n.id, n.messageKey])).toEqual([
      [3, 'a'],
      [2, 'b'],
    ]);
    expect(shown[0]?.messageArgs).toEqual({ code: 2 });
    expect(removeNotice(shown, 2).map((n) => n.id)).toEqual([3]);
  });
});

describe('notices of one kind (issue 28 #13)', () => {
  it('a notice of the same group replaces the shown one, whatever its message: "Saving…" becomes "Saved"', () => {
    let shown = addNotice([], { level: 'info', messageKey: 'other' }, 1);
    shown = addNotice(shown, { level: 'info', messageKey: 'settings:sync.syncing', group: 'settings-sync' }, 2);
    shown = addNotice(shown, { level: 'success', messageKey: 'settings:sync.synced', group: 'settings-sync' }, 3);
    expect(shown.map((n) => [n.id, n.messageKey])).toEqual([
      [1, 'other'],
      [3, 'settings:sync.synced'],
    ]);
  });
});
