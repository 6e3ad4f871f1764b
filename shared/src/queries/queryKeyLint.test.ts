/**
 * @jest-environment node
 */
// eslint.config.mjs forbids query keys written at the call: the fixture writes five and each is reported.
import { lintFile as lint } from '../../testing/lintFile';

describe('the inline query key lint rule', () => {
  it('reports every inline key of the fixture, and nothing else', () => {
    const messages = lint('shared/src/queries/__fixtures__/inlineQueryKey.fixture.tsx');
    expect(messages.map((message) => message.ruleId)).toEqual(Array(5).fill('no-restricted-syntax'));
    expect(messages.map((message) => message.line)).toEqual([10, 11, 12, 13, 14]);
  });

  it('passes the query modules themselves and a file using their keys', () => {
    expect(lint('shared/src/queries/announcements.ts')).toEqual([]);
    expect(lint('shell/src/layout/notifications/useUnreadAnnouncements.ts')).toEqual([]);
  });
});
