import { visibleReactions } from './reactions';

describe("reactions: 12 then '+N'", () => {
  const reactions = Array.from({ length: 15 }, (_, index) => `r${index}`);
  it('shows 12 and counts the rest', () => {
    const { shown, more } = visibleReactions(reactions, false);
    expect(shown).toHaveLength(12);
    expect(more).toBe(3);
  });
  it('shows all when expanded or when 12 or fewer', () => {
    expect(visibleReactions(reactions, true)).toEqual({ shown: reactions, more: 0 });
    expect(visibleReactions(reactions.slice(0, 12), false).more).toBe(0);
  });
});
