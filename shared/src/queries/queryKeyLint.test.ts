/**
 * @jest-environment node
 */
// eslint.config.mjs forbids query keys written at the call: the fixture writes five and each is reported.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

function lint(file: string): Array<{ ruleId: string | null; line: number }> {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [join(root, 'node_modules/eslint/bin/eslint.js'), '--no-ignore', '--format', 'json', file],
      { cwd: root, encoding: 'utf8' },
    );
  } catch (error) {
    // eslint exits with 1 when it reports errors; the JSON is on stdout all the same.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as Array<{ messages: Array<{ ruleId: string | null; line: number }> }>;
  return result!.messages;
}

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
