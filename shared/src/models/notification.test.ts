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
      ['1004', 'like', true],
      ['1003', 'repeat', true],
      ['1002', 'move', false],
      ['1001', 'follow_request', false],
      ['998', 'bite', true],
    ]);
    // chat_mention (unsupported type) and a favourite without status
    expect(warn).toHaveBeenCalledTimes(2);
    const [reaction, like, , move, followRequest] = list;
    expect(reaction).toMatchObject({
      emoji: ':blobcat:',
      emoji_url: 'https://akko.example/emoji/blobcat.png',
      from_profile: { screen_name: 'bob@remote.example' },
    });
    expect(reaction?.status?.favourites_count).toBe(8);
    expect(reaction?.status).toBe(reaction?.status);
    expect(like?.status?.id).toBe('AeZk9XaQ1bC2dE3fG4');
    expect(move?.target).toMatchObject({ id: 'New1', screen_name: 'new@other.example' });
    expect(followRequest?.status).toBeUndefined();
    expect(followRequest?.account.id).toBe('Remote2');
  });

  test('Mastodon: no pleroma, seen unknown, admin types skipped', () => {
    const list = normalizeNotifications(fixtures.mastodon.notifications);
    expect(list.map((n) => [n.id, n.type])).toEqual([
      ['34975861', 'mention'],
      ['34975860', 'follow'],
    ]);
    expect(list[0]?.is_seen).toBeUndefined();
    expect(list[0]?.status?.text).toBe('hi');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a bite with a status is a bite_note', () => {
    const bite = { ...copy(fixtures.akkoma.notifications[7]), status: copy(fixtures.snac.status) };
    const [note] = normalizeNotifications([bite]);
    expect(note).toMatchObject({ type: 'bite_note', status: { id: '17176543210123456' } });
    expect(normalizeNotifications([{ ...bite, type: 'bite_note', status: null }])).toEqual([]);
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
