/**
 * @jest-environment node
 */
// eslint.config.mjs forbids text glyphs drawn as icons (one icon set: shared <Icon> with lucide's shapes).
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

describe('the glyph icon lint rule', () => {
  it('reports every glyph drawn as an icon in the fixture, and not plain text', () => {
    const messages = lint('shared/src/ui/__fixtures__/glyphIcon.fixture.tsx');
    expect(messages.map((message) => message.ruleId)).toEqual(Array(5).fill('no-restricted-syntax'));
    expect(messages.map((message) => message.line)).toEqual([5, 6, 7, 8, 9]);
  });

  it('passes components that draw their icons with <Icon>', () => {
    expect(lint('shared/src/ui/ModalFrame.tsx')).toEqual([]);
    expect(lint('remotes/timelines/src/components/SignedInActionBar.tsx')).toEqual([]);
  });
});
