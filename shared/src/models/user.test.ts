import { AccountSchema } from '../api_types/account';
import { parseOne } from '../api_types/parse';
import { copy, fixtures } from '../test-helpers/fixtures';
import { normalizeUser, screenNameForDisplay } from './user';

const user = (raw: unknown) => normalizeUser(parseOne(AccountSchema, raw));

describe('normalizeUser', () => {
  test('Akkoma account: pleroma and akkoma extensions', () => {
    const u = user(fixtures.akkoma.account);
    expect(u).toMatchObject({
      id: 'AbCdEfGhIjKlMnOpQr',
      screen_name: 'lain',
      screen_name_ui: 'lain',
      name: 'Lain :blobcat:',
      role: 'admin',
      rights: { admin: true, moderator: false },
      is_local: true,
      friends_count: 42,
      followers_count: 120,
      statuses_count: 999,
      hide_follows: true,
      hide_followers: false,
      hide_follows_count: true,
      hide_followers_count: false,
      hide_favorites: true,
      background_image: 'https://akko.example/media/bg.png',
      favicon: 'https://akko.example/favicon.png',
      tags: ['mrf_tag:media-strip'],
      deactivated: false,
      allow_following_move: true,
      accepts_direct_messages_from: 'people_i_follow',
      status_ttl_days: 30,
      permit_followback: true,
      instance: { name: 'akko.example', software: { name: 'akkoma', version: '3.13.2' } },
      default_scope: 'unlisted',
      show_role: true,
      discoverable: true,
      no_rich_text: false,
      description: 'I & the wired',
      statusnet_profile_url: 'https://akko.example/users/lain',
      relationship: { id: 'AbCdEfGhIjKlMnOpQr', following: false, subscribing: false },
    });
    expect(u.name_html).toContain('<img class="emoji" src="https://akko.example/emoji/blobcat.png"');
    expect(u.fields).toEqual([{ name: 'Website', value: 'https://lain.example' }]);
    expect(u.fields_text).toEqual([{ name: 'Website', value: 'lain.example' }]);
    expect(u.fields_html[0]?.verified_at).toBe('2023-01-01T00:00:00.000Z');
  });

  test('Pleroma credential account: moderator, source options, chat token', () => {
    const u = user(fixtures.pleroma.credentials);
    expect(u).toMatchObject({
      role: 'moderator',
      rights: { admin: false, moderator: true },
      name: 'rin',
      locked: true,
      default_scope: 'private',
      default_nsfw: true,
      no_rich_text: true,
      token: 'chat-token',
      follow_request_count: 2,
      notification_settings: { block_from_strangers: false },
    });
  });

  test('Mastodon account without pleroma: no throw, punycode domain shown in unicode with a globe', () => {
    const raw = fixtures.mastodon.account;
    expect('pleroma' in raw).toBe(false);
    const u = user(raw);
    expect(u.acct).toBe('alice@xn--mnchen-3ya.de');
    expect(u.screen_name_ui).toBe('alice@🌐münchen.de');
    expect(u.local).toBe(false);
    expect(u.role).toBe('moderator');
    expect(u.bot).toBe(true);
    expect(u.note_text).toBe('Hello\nworld');
    expect(u.name_html).toBe('Alice &lt;3');
    expect(u.avatar_static).toBe('https://xn--mnchen-3ya.de/a-static.png');
    expect(u.hide_follows).toBeUndefined();
    expect(u.tags).toBeUndefined();
    expect(u.relationship).toBeUndefined();
  });

  test('Mastodon account with no roles is a member', () => {
    const raw = copy(fixtures.mastodon.account) as Record<string, unknown>;
    delete raw.roles;
    expect(user(raw).role).toBe('member');
  });

  test('a minimal snac account parses with defaults', () => {
    const u = user({ id: 7, username: 'x', acct: 'x', fields: 'not an array', emojis: null, locked: 'yes' });
    expect(u).toMatchObject({ id: '7', fields: [], emoji: [], locked: false, role: 'member', followers_count: 0 });
  });

  test('an account without acct cannot be read', () => {
    expect(() => parseOne(AccountSchema, { id: '1' })).toThrow(/Unexpected/);
  });
});

describe('screenNameForDisplay', () => {
  test.each([
    ['local', 'local'],
    ['bob@example.com', 'bob@example.com'],
    ['bob@xn--80ak6aa92e.com', 'bob@🌐аррӏе.com'],
    ['bob@sub.xn--n3h.example', 'bob@🌐sub.☃.example'],
  ])('%s → %s', (acct, expected) => {
    expect(screenNameForDisplay(acct)).toBe(expected);
  });
});
