import { StatusSchema } from '../api_types/status';
import { parseOne } from '../api_types/parse';
import { copy, fixtures } from '../test-helpers/fixtures';
import { normalizeStatus, statusFromUnknown } from './status';

const status = (raw: unknown) => normalizeStatus(parseOne(StatusSchema, raw));

describe('normalizeStatus', () => {
  test('Akkoma status: text/plain, reactions, quote, media type, poll, card', () => {
    const s = status(fixtures.akkoma.status);
    expect(s).toMatchObject({
      id: 'AeZk9XaQ1bC2dE3fG4',
      type: 'status',
      text: 'hello $[spin :blobcat:] world #art',
      raw_html: fixtures.akkoma.status.content,
      summary: '',
      visibility: 'public',
      favorited: true,
      fave_num: 7,
      repeated: false,
      repeat_num: 3,
      replies_count: 2,
      bookmarked: true,
      is_local: true,
      thread_muted: false,
      parent_visible: false,
      statusnet_conversation_id: 'AeZk9Conv',
      media_type: 'text/x.misskeymarkdown',
      edited_at: '2024-05-01T12:05:00.000Z',
      external_url: 'https://akko.example/notice/AeZk9XaQ1bC2dE3fG4',
      language: 'en',
      quote_id: 'AeQuoted00000000001',
      quote_visible: true,
    });
    // nsfw from the tag named NSFW even though `sensitive` is false
    expect(s.sensitive).toBe(true);
    expect(s.emoji_reactions).toEqual([
      { name: '👍', url: null, count: 2, me: true },
      { name: 'blobcat', url: 'https://akko.example/emoji/blobcat.png', count: 1, me: false },
    ]);
    expect(s.quote).toMatchObject({
      id: 'AeQuoted00000000001',
      text: 'quoted post',
      user: { screen_name: 'bob@remote.example', is_local: false },
    });
    expect(s.statusnet_html).toContain('<img class="emoji"');
    expect(s.account.role).toBe('admin');
    expect(s.poll).toMatchObject({
      id: '55',
      multiple: true,
      voted: true,
      own_votes: [1],
      votes_count: 10,
      voters_count: 6,
    });
    expect(s.poll?.options[1]).toEqual({ title: '<no>', title_html: '&lt;no&gt;', votes_count: 4 });
    expect(s.poll?.options[0]?.title_html).toContain('<img class="emoji"');
    expect(s.card).toMatchObject({ url: 'https://news.example/a', title: 'A story', provider_name: 'News' });
    expect(s.media_attachments[0]).toMatchObject({
      id: '101',
      type: 'image',
      mimetype: 'image/webp',
      large_thumb_url: 'https://akko.example/media/cat-small.webp',
      description: 'a cat',
    });
    expect(s.deleted).toBeUndefined();
  });

  test('Pleroma repeat: type retweet with the repeated status normalized', () => {
    const s = status(fixtures.pleroma.reblog);
    expect(s.type).toBe('retweet');
    expect(s.account.acct).toBe('rin');
    expect(s.account.role).toBe('moderator');
    const r = s.reblog!;
    expect(r).toMatchObject({
      id: 'AfOriginal00000001',
      type: 'status',
      text: "CW'd post\nline two <3",
      summary: 'spoilers & stuff',
      summary_raw_html: 'spoilers &amp;amp; stuff',
      visibility: 'local',
      thread_muted: true,
      is_local: false,
      statusnet_conversation_id: '4242',
      in_reply_to_status_id: 'AfParent0000000001',
      in_reply_to_user_id: 'PlUser1',
      in_reply_to_screen_name: 'rin',
      repeated: true,
      repeat_num: 5,
    });
    expect(r.mentions).toEqual([
      {
        id: 'PlUser1',
        screen_name: 'rin',
        screen_name_ui: 'rin',
        username: 'rin',
        statusnet_profile_url: 'https://pleroma.example/users/rin',
      },
    ]);
    expect(r.media_attachments.map((a) => [a.type, a.mime_type])).toEqual([
      ['flash', 'application/x-shockwave-flash'],
      ['video', 'video/mp4'],
      ['other', 'application/pdf'],
    ]);
  });

  test('Mastodon status: text from stripped HTML, #nsfw, snowflake id kept as string, no pleroma', () => {
    const raw = fixtures.mastodon.status;
    expect('pleroma' in raw).toBe(false);
    const s = status(raw);
    expect(s.id).toBe('112233445566778899');
    expect(s.text).toBe('@erin spicy pic #nsfw & more');
    expect(s.sensitive).toBe(true);
    expect(s.visibility).toBe('unlisted');
    expect(s.local).toBe(true);
    expect(s.thread_muted).toBe(true);
    expect(s.muted).toBe(true);
    expect(s.conversation_id).toBeUndefined();
    expect(s.emoji_reactions).toEqual([]);
    expect(s.parent_visible).toBe(true);
    expect(s.in_reply_to_account_acct).toBe('erin@other.example');
    expect(s.mentions[0]).toMatchObject({ id: '109876543210000001', screen_name: 'erin@other.example' });
    expect(s.media_attachments[0]).toMatchObject({ type: 'video', url: 'https://mastodon.example/m.mp4' });
    expect(s.media_attachments[0]?.mime_type).toBeUndefined();
    expect(s.account.role).toBe('member');
    expect(s.edited_at).toBeUndefined();
  });

  test('nsfw text detection needs the whole hashtag', () => {
    const raw = copy(fixtures.mastodon.status) as Record<string, unknown>;
    raw.tags = [];
    raw.content = '<p>#nsfwart is not it</p>';
    expect(status(raw).sensitive).toBe(false);
    raw.content = '<p>look #NSFW</p>';
    expect(status(raw).sensitive).toBe(true);
    raw.content = '<p>nothing</p>';
    raw.sensitive = true;
    expect(status(raw).sensitive).toBe(true);
  });

  test('snac status with no pleroma field: reactions read from `reactions`', () => {
    const raw = fixtures.snac.status;
    expect('pleroma' in raw).toBe(false);
    const s = status(raw);
    expect(s).toMatchObject({
      id: '17176543210123456',
      type: 'status',
      text: 'plain snac post with a link',
      fave_num: 2,
      repeat_num: 1,
      is_local: true,
    });
    expect(s.emoji_reactions).toEqual([
      { name: '🔥', url: null, count: 3, me: true },
      { name: ':neocat:', url: 'https://snac.example/emoji/neocat.png', count: 1, me: false },
    ]);
    expect(s.thread_muted).toBeUndefined();
    expect(s.media_attachments[0]).toMatchObject({ type: 'image' });
  });

  test('Mastodon 4.5 quote wrapper is unwrapped', () => {
    const raw = copy(fixtures.mastodon.status) as Record<string, unknown>;
    raw.quote = { state: 'accepted', quoted_status: copy(fixtures.snac.status) };
    expect(status(raw).quote?.id).toBe('17176543210123456');
  });

  test('a broken nested quote or reblog does not break the status', () => {
    const raw = copy(fixtures.akkoma.status) as Record<string, unknown>;
    (raw.pleroma as Record<string, unknown>).quote = { id: 'x' };
    const s = status(raw);
    expect(s.quote).toBeUndefined();
    expect(s.quote_id).toBe('AeQuoted00000000001');
  });

  test('unknown activity kinds become type unknown', () => {
    const raw = copy(fixtures.snac.status) as Record<string, unknown>;
    raw.type = 'Question-ish';
    expect(status(raw).type).toBe('unknown');
    raw.type = 'Announce';
    expect(status(raw).type).toBe('retweet');
  });

  test('statusFromUnknown answers undefined for junk', () => {
    expect(statusFromUnknown({ nope: true })).toBeUndefined();
    expect(statusFromUnknown(null)).toBeUndefined();
    expect(statusFromUnknown(fixtures.snac.status)?.id).toBe('17176543210123456');
  });
});
