import { AccountSchema } from '../api_types/account';
import { parseOne } from '../api_types/parse';
import { copy, fixtures } from '../test-helpers/fixtures';
import { displayAcct, displayNameHtml, fieldsHtml } from '../sanitize/display';
import { normalizeUser } from './user';

const user = (raw: unknown) => normalizeUser(parseOne(AccountSchema, raw));

describe('normalizeUser', () => {
  test('Akkoma account: pleroma and akkoma extensions', () => {
    const u = user(fixtures.akkoma.account);
    expect(u).toMatchObject({
      id: 'AbCdEfGhIjKlMnOpQr',
      acct: 'lain',
      display_name: 'Lain :blobcat:',
      role: 'admin',
      is_admin: true,
      is_moderator: false,
      local: true,
      following_count: 42,
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
      source: { privacy: 'unlisted', show_role: true, discoverable: true, no_rich_text: false },
      discoverable: true,
      note_text: 'I & the wired',
      url: 'https://akko.example/users/lain',
      relationship: { id: 'AbCdEfGhIjKlMnOpQr', following: false, subscribing: false },
    });
    expect(displayAcct(u.acct)).toBe('lain');
    expect(displayNameHtml(u)).toContain('<img class="emoji" src="https://akko.example/emoji/blobcat.png"');
    expect(u.source?.fields).toEqual([{ name: 'Website', value: 'https://lain.example' }]);
    expect(u.fields[0]?.verified_at).toBe('2023-01-01T00:00:00.000Z');
    expect(fieldsHtml(u)[0]?.verified_at).toBe('2023-01-01T00:00:00.000Z');
  });

  test('Pleroma credential account: moderator, source options, chat token', () => {
    const u = user(fixtures.pleroma.credentials);
    expect(u).toMatchObject({
      role: 'moderator',
      is_admin: false,
      is_moderator: true,
      display_name: 'rin',
      locked: true,
      source: { privacy: 'private', sensitive: true, no_rich_text: true, follow_requests_count: 2 },
      chat_token: 'chat-token',
      notification_settings: { block_from_strangers: false },
    });
  });

  test('Mastodon account without pleroma: no throw, punycode domain shown in unicode with a globe', () => {
    const raw = fixtures.mastodon.account;
    expect('pleroma' in raw).toBe(false);
    const u = user(raw);
    expect(u.acct).toBe('alice@xn--mnchen-3ya.de');
    expect(displayAcct(u.acct)).toBe('alice@🌐münchen.de');
    expect(u.local).toBe(false);
    expect(u.role).toBe('moderator');
    expect(u.bot).toBe(true);
    expect(u.note_text).toBe('Hello\nworld');
    expect(displayNameHtml(u)).toBe('Alice &lt;3');
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
    expect(u).toMatchObject({ id: '7', fields: [], emojis: [], locked: false, role: 'member', followers_count: 0 });
  });

  test('names lose bidirectional overrides and isolates; right-to-left letters stay', () => {
    const u = user({
      id: '9',
      username: 'mal\u202Elory',
      acct: 'mal\u202Elory@x.example',
      display_name: '\u202Eevil\u202C gnp.exe \u2067سلام\u2069',
    });
    expect(u.display_name).toBe('evil gnp.exe سلام');
    expect(u.acct).toBe('mallory@x.example');
    expect(u.username).toBe('mallory');
    expect(user({ id: '10', username: 'z', acct: 'z', display_name: '\u202E' }).display_name).toBe('z');
  });

  test('an account without acct cannot be read', () => {
    expect(() => parseOne(AccountSchema, { id: '1' })).toThrow(/Unexpected/);
  });
});

describe('displayAcct', () => {
  test.each([
    ['local', 'local'],
    ['bob@example.com', 'bob@example.com'],
    ['bob@xn--80ak6aa92e.com', 'bob@🌐аррӏе.com'],
    ['bob@sub.xn--n3h.example', 'bob@🌐sub.☃.example'],
  ])('%s → %s', (acct, expected) => {
    expect(displayAcct(acct)).toBe(expected);
  });
});
