import { AnnouncementSchema } from '../api_types/announcement';
import { ChatSchema } from '../api_types/chat';
import { ListSchema } from '../api_types/list';
import { SearchResultsSchema } from '../api_types/misc';
import { parseOne } from '../api_types/parse';
import { PollSchema } from '../api_types/poll';
import { RelationshipSchema } from '../api_types/relationship';
import { AdminReportSchema } from '../api_types/report';
import { TagSchema } from '../api_types/tag';
import { CardSchema } from '../api_types/card';
import { fixtures } from '../test-helpers/fixtures';
import { mergeAdminAnnouncements, normalizeAnnouncement } from './announcement';
import { normalizeCard } from './card';
import { normalizeChat } from './chat';
import { normalizeList } from './list';
import { isPollExpired, normalizePoll } from './poll';
import { normalizeRelationship } from './relationship';
import { normalizeReport } from './report';
import { normalizeSearchResults } from './search';
import { normalizeTag } from './tag';

describe('smaller entities', () => {
  test('poll: defaults and expiry by time', () => {
    const poll = normalizePoll(
      parseOne(PollSchema, { id: 9, options: [{ title: 'a' }], expires_at: '2024-01-01T00:00:00Z' }),
    );
    expect(poll).toMatchObject({
      id: '9',
      multiple: false,
      voted: false,
      expired: false,
      votes_count: 0,
      own_votes: [],
    });
    expect(poll.options).toEqual([{ title: 'a', title_html: 'a', votes_count: 0 }]);
    expect(isPollExpired(poll, Date.parse('2023-12-31T23:59:59Z'))).toBe(false);
    expect(isPollExpired(poll, Date.parse('2024-01-01T00:00:00Z'))).toBe(true);
    expect(isPollExpired({ expired: true }, 0)).toBe(true);
  });

  test('card', () => {
    expect(normalizeCard(parseOne(CardSchema, { url: 'https://a', title: null, image: 'https://i' }))).toEqual({
      url: 'https://a',
      image: 'https://i',
      title: '',
      description: '',
      provider_name: undefined,
      type: undefined,
      blurhash: undefined,
    });
  });

  test('relationship: Mastodon `notifying` counts as subscribing', () => {
    expect(
      normalizeRelationship(parseOne(RelationshipSchema, { id: '1', following: true, notifying: true, note: 'hi' })),
    ).toEqual({
      id: '1',
      following: true,
      notifying: true,
      subscribing: true,
      note: 'hi',
    });
  });

  test('list', () => {
    expect(normalizeList(parseOne(ListSchema, { id: 3, title: 'Friends', replies_policy: 'list' }))).toEqual({
      id: '3',
      title: 'Friends',
      replies_policy: 'list',
    });
  });

  test('tag: Mastodon string counts become numbers', () => {
    const tag = normalizeTag(
      parseOne(TagSchema, {
        name: 'art',
        url: 'https://m/tags/art',
        following: true,
        history: [{ day: '1700000000', uses: '12', accounts: '3' }],
      }),
    );
    expect(tag).toEqual({
      name: 'art',
      url: 'https://m/tags/art',
      following: true,
      history: [{ day: '1700000000', uses: 12, accounts: 3 }],
    });
  });

  test('announcement and the admin merge', () => {
    const wire = {
      id: '1',
      content: '<p>hi :blobcat:</p>',
      all_day: true,
      read: false,
      emojis: [{ shortcode: 'blobcat', url: 'https://e/b.png' }],
      pleroma: { raw_content: 'hi :blobcat:' },
    };
    const a = normalizeAnnouncement(parseOne(AnnouncementSchema, wire));
    expect(a).toMatchObject({
      id: '1',
      all_day: true,
      read: false,
      inactive: false,
      pleroma: { raw_content: 'hi :blobcat:' },
    });
    expect(a.content_html).toContain('<img class="emoji"');
    const b = normalizeAnnouncement(parseOne(AnnouncementSchema, { id: '2', content: 'old' }));
    const merged = mergeAdminAnnouncements([a, b], [{ ...a, read: true }]);
    expect(merged.map((x) => [x.id, x.read, x.inactive])).toEqual([
      ['1', true, false],
      ['2', false, true],
    ]);
  });

  test('admin report', () => {
    const report = normalizeReport(
      parseOne(AdminReportSchema, {
        id: 'R1',
        state: 'open',
        account: fixtures.mastodon.account,
        actor: fixtures.akkoma.account,
        content: 'spam',
        created_at: '2024-01-01T00:00:00Z',
        statuses: [fixtures.snac.status, { junk: true }],
        notes: [{ id: 'N1', content: 'checked', user: fixtures.akkoma.account, created_at: '2024-01-02T00:00:00Z' }],
      }),
    );
    expect(report).toMatchObject({
      id: 'R1',
      state: 'open',
      content: 'spam',
      account: { screen_name: 'alice@xn--mnchen-3ya.de' },
      actor: { role: 'admin' },
    });
    expect(report.statuses.map((s) => s.id)).toEqual(['17176543210123456']);
    expect(report.notes[0]).toMatchObject({ id: 'N1', content: 'checked', user: { id: 'AbCdEfGhIjKlMnOpQr' } });
  });

  test('chat with last message', () => {
    const chat = normalizeChat(
      parseOne(ChatSchema, {
        id: 'C1',
        account: fixtures.akkoma.account,
        unread: 2,
        updated_at: '2024-01-01T00:00:00Z',
        last_message: {
          id: 'M1',
          chat_id: 'C1',
          account_id: 'AbCdEfGhIjKlMnOpQr',
          content: 'yo :blobcat:',
          created_at: '2024-01-01T00:00:00Z',
          emojis: [{ shortcode: 'blobcat', url: 'https://e/b.png' }],
          attachment: null,
        },
      }),
    );
    expect(chat).toMatchObject({
      id: 'C1',
      unread: 2,
      account: { screen_name: 'lain' },
      lastMessage: { id: 'M1', content: 'yo :blobcat:' },
    });
    expect(chat.last_message?.content_html).toContain('<img');
    expect(chat.last_message?.attachment).toBeUndefined();
  });

  test('search results, including v1 string hashtags', () => {
    const results = normalizeSearchResults(
      parseOne(SearchResultsSchema, {
        accounts: [fixtures.mastodon.account],
        statuses: [fixtures.snac.status, { bad: 1 }],
        hashtags: ['cats', { name: 'dogs', url: 'https://m/tags/dogs', history: [] }],
      }),
    );
    expect(results.accounts.map((a) => a.id)).toEqual(['109876543210987654']);
    expect(results.statuses.map((s) => s.id)).toEqual(['17176543210123456']);
    expect(results.hashtags.map((t) => t.name)).toEqual(['cats', 'dogs']);
  });
});
