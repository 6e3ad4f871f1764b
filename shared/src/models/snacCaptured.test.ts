// Answers captured from a real snac2 2.96 run (`pnpm --filter @fedi/e2e capture:snac`; host rewritten
// to snac.example), and a 2.75 status (`__fixtures__/snac-2.75`), through the same schemas and normalizers
// the app uses.
import { AccountSchema } from '../api_types/account';
import { NotificationSchema } from '../api_types/notification';
import { parseOne } from '../api_types/parse';
import { RelationshipSchema } from '../api_types/relationship';
import { StatusSchema } from '../api_types/status';
import account from '../__fixtures__/snac/account.json';
import notification from '../__fixtures__/snac/notification.json';
import relationship from '../__fixtures__/snac/relationship.json';
import statusWithPoll from '../__fixtures__/snac/status-poll.json';
import statusWithPoll275 from '../__fixtures__/snac-2.75/status-poll.json';
import { normalizeNotification } from './notification';
import { normalizeRelationship } from './relationship';
import { normalizeStatus } from './status';
import { normalizeUser } from './user';

describe('captured snac2 answers', () => {
  test('verify_credentials account: no pleroma object, member role, local', () => {
    expect(account).not.toHaveProperty('pleroma');
    const user = normalizeUser(parseOne(AccountSchema, account));
    expect(user).toMatchObject({
      id: '79db125c3c0191b9e171eb22233ea924',
      screen_name: 'alice',
      screen_name_ui: 'alice',
      role: 'member',
      is_local: true,
      locked: false,
      bot: false,
    });
  });

  test('status with a poll and a reaction: text from the HTML, poll options and counts, snac’s `reactions`, author with a full acct', () => {
    expect(statusWithPoll).not.toHaveProperty('pleroma');
    const status = normalizeStatus(parseOne(StatusSchema, statusWithPoll));
    expect(status).toMatchObject({
      id: '17954104241793d2233c0d24526767c0c3bfec495c',
      type: 'status',
      visibility: 'public',
      nsfw: false,
      text: 'Tea or coffee? A poll from snac',
    });
    expect(status.poll?.options.map((option) => [option.title, option.votes_count])).toEqual([
      ['Tea', 1],
      ['Coffee', 0],
    ]);
    expect(status.poll).toMatchObject({ multiple: false, voted: false, expired: false, votes_count: 1 });
    expect(status.account.id).toBe('79db125c3c0191b9e171eb22233ea924');
    expect(status.account.acct).toBe('alice@snac.example');
    expect(status.emoji_reactions).toEqual([expect.objectContaining({ name: '🔥', count: 1, me: false })]);
  });

  test('snac 2.75 status with a poll (made on its web form): no reactions field', () => {
    const status = normalizeStatus(parseOne(StatusSchema, statusWithPoll275));
    expect(status).toMatchObject({
      id: '179540185723bf41a023579adc19fafef66827dea9',
      text: 'Tea or coffee? A poll from snac',
      emoji_reactions: [],
    });
    expect(status.poll?.options.map((option) => option.title)).toEqual(['Tea', 'Coffee']);
  });

  test('reaction notification becomes an emoji reaction, with its status', () => {
    const normalized = normalizeNotification(parseOne(NotificationSchema, notification));
    expect(normalized.type).toBe('pleroma:emoji_reaction');
    expect(normalized.account.acct).toBe('bob@snac.example');
    expect(normalized.status?.id).toBe('17954104241793d2233c0d24526767c0c3bfec495c');
    // snac names the emoji as an HTML character reference (`&#128293;`).
    expect(normalized.emoji).toBe('🔥');
    // snac sends no pleroma.is_seen: the seen state comes from the Mastodon markers instead.
    expect(normalized.is_seen).toBeUndefined();
  });

  test('relationship', () => {
    expect(normalizeRelationship(parseOne(RelationshipSchema, relationship))).toMatchObject({
      id: '42bd3ade8fcfcc25c2bfbf95c7d6a569',
      following: true,
      followed_by: true,
      blocking: false,
      muting: false,
      requested: false,
    });
  });
});
