/**
 * @jest-environment node
 */
// eslint.config.mjs forbids text glyphs drawn as icons (one icon set: shared <Icon> with lucide's shapes).
import { lintFile as lint } from '../../testing/lintFile';

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
