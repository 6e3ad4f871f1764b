import { conversationRows, GROUP_GAP_MS, type ShownMessage } from './grouping';

const at = (iso: string, accountId: string, key: string): ShownMessage => ({
  key,
  accountId,
  createdAt: iso,
  state: 'sent',
});

describe('conversation grouping', () => {
  it('puts a day separator before each day and groups runs of one sender', () => {
    const rows = conversationRows(
      [
        at('2026-01-01T10:00:00', 'bob', '1'),
        at('2026-01-01T10:01:00', 'bob', '2'),
        at('2026-01-01T10:02:00', 'me', '3'),
        at('2026-01-02T09:00:00', 'me', '4'),
      ],
      'me',
    );
    expect(
      rows.map((r) =>
        r.kind === 'day'
          ? `day ${r.day}`
          : `${r.key} ${r.own ? 'own' : 'theirs'} ${r.first ? 'F' : '-'}${r.last ? 'L' : '-'}`,
      ),
    ).toEqual(['day 2026-01-01', '1 theirs F-', '2 theirs -L', '3 own FL', 'day 2026-01-02', '4 own FL']);
  });

  it('starts a new group after a long pause by the same sender', () => {
    const start = new Date('2026-01-01T10:00:00').getTime();
    const rows = conversationRows(
      [
        at(new Date(start).toISOString(), 'bob', 'a'),
        at(new Date(start + GROUP_GAP_MS).toISOString(), 'bob', 'b'),
        at(new Date(start + 2 * GROUP_GAP_MS + 1).toISOString(), 'bob', 'c'),
      ],
      'me',
    ).filter((r) => r.kind === 'message');
    expect(rows.map((r) => r.kind === 'message' && [r.first, r.last])).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
  });

  it('groups pending messages with the sent ones before them', () => {
    const rows = conversationRows(
      [at('2026-01-01T10:00:00', 'me', '1'), { ...at('2026-01-01T10:00:30', 'me', 'key-1'), state: 'pending' }],
      'me',
    );
    expect(rows.filter((r) => r.kind === 'message').map((r) => r.kind === 'message' && r.last)).toEqual([false, true]);
  });
});
