import { copy, fixtures } from '../test-helpers/fixtures';
import { decodeCharacterReferences, normalizeNotifications } from './notification';

describe('normalizeNotifications', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('Akkoma: types mapped, seen from is_seen, invalid ones warned and skipped', () => {
    const list = normalizeNotifications(fixtures.akkoma.notifications);
    expect(list.map((n) => [n.id, n.type, n.is_seen])).toEqual([
      ['1005', 'pleroma:emoji_reaction', false],
      ['1004', 'favourite', true],
      ['1003', 'reblog', true],
      ['1002', 'move', false],
      ['1001', 'follow_request', false],
      ['998', 'bite', true],
    ]);
    // a favourite without status (the chat_mention is left out without a warning: chats show it)
    expect(warn).toHaveBeenCalledTimes(1);
    const [reaction, like, , move, followRequest] = list;
    expect(reaction).toMatchObject({
      emoji: ':blobcat:',
      emoji_url: 'https://akko.example/emoji/blobcat.png',
      account: { acct: 'bob@remote.example' },
    });
    expect(reaction?.status?.favourites_count).toBe(8);
    expect(reaction).not.toHaveProperty('action');
    expect(like?.status?.id).toBe('AeZk9XaQ1bC2dE3fG4');
    expect(move?.target).toMatchObject({ id: 'New1', acct: 'new@other.example' });
    expect(followRequest?.status).toBeUndefined();
    expect(followRequest?.account.id).toBe('Remote2');
  });

  test('Mastodon: no pleroma, seen unknown, admin types kept', () => {
    const list = normalizeNotifications(fixtures.mastodon.notifications);
    expect(list.map((n) => [n.id, n.type])).toEqual([
      ['34975861', 'mention'],
      ['34975860', 'follow'],
      ['34975859', 'admin.sign_up'],
    ]);
    expect(list[0]?.is_seen).toBeUndefined();
    expect(list[0]?.status?.text).toBe('hi');
    expect(warn).not.toHaveBeenCalled();
  });

  test('a bite with a status is a bite_note', () => {
    const bite = { ...copy(fixtures.akkoma.notifications[7]), status: copy(fixtures.snac.status) };
    const [note] = normalizeNotifications([bite]);
    expect(note).toMatchObject({ type: 'bite_note', status: { id: '17176543210123456' } });
    expect(normalizeNotifications([{ ...bite, type: 'bite_note', status: null }])).toEqual([]);
  });

  test('pleroma:chat_mention is never listed (the chats count and show it), over the list and the stream alike', () => {
    const mention = fixtures.akkoma.notifications.find((n: { type: string }) => n.type === 'pleroma:chat_mention');
    expect(mention).toBeDefined();
    expect(
      normalizeNotifications([copy(mention), copy(fixtures.mastodon.notifications[1])]).map((n) => n.type),
    ).toEqual(['follow']);
    expect(warn).not.toHaveBeenCalled();
  });

  test('every type the servers send is kept: reports, subscriptions, edits, admin and unknown kinds (issue 28 #10)', () => {
    const account = copy(fixtures.mastodon.account);
    const status = copy(fixtures.mastodon.status);
    const base = { created_at: '2024-06-02T09:00:00.000Z', account };
    const list = normalizeNotifications([
      {
        ...base,
        id: '9',
        type: 'pleroma:report',
        report: { id: 'r1', content: 'spam', account: copy(fixtures.akkoma.account), state: 'open' },
      },
      { ...base, id: '8', type: 'admin.report', report: { id: 'r2', comment: 'rude', target_account: account } },
      { ...base, id: '7', type: 'status', status },
      { ...base, id: '6', type: 'update', status },
      { ...base, id: '5', type: 'admin.sign_up' },
      { ...base, id: '4', type: 'severed_relationships' },
      { ...base, id: '3', type: 'moderation_warning' },
      { ...base, id: '2', type: 'quote' },
    ]);
    expect(list.map((n) => n.type)).toEqual([
      'pleroma:report',
      'admin.report',
      'status',
      'update',
      'admin.sign_up',
      'severed_relationships',
      'moderation_warning',
      'unknown',
    ]);
    expect(list[0]?.report).toMatchObject({
      id: 'r1',
      comment: 'spam',
      target: { acct: fixtures.akkoma.account.acct },
    });
    expect(list[1]?.report).toMatchObject({ id: 'r2', comment: 'rude', target: { acct: account.acct } });
    expect(list[2]?.status?.id).toBe(status.id);
    expect(list[7]?.wire_type).toBe('quote');
    expect(warn).not.toHaveBeenCalled();
  });

  test('junk entries are skipped', () => {
    expect(normalizeNotifications([null, 5, { id: '1' }, copy(fixtures.mastodon.notifications[1])])).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe('decodeCharacterReferences', () => {
  test('decimal and hexadecimal references become the characters; &amp; becomes &', () => {
    expect(decodeCharacterReferences('&#128293;')).toBe('🔥');
    expect(decodeCharacterReferences('&#x1F525;&#X2764;')).toBe('🔥❤');
    expect(decodeCharacterReferences('a &amp; b')).toBe('a & b');
  });

  test('shortcodes, plain text and out-of-range references are kept as they are', () => {
    expect(decodeCharacterReferences(':blobcat:')).toBe(':blobcat:');
    expect(decodeCharacterReferences('&#0;&#x110000;&lt;')).toBe('&#0;&#x110000;&lt;');
  });
});
