import { buildThread, descendantCount, flattenThread, isShownInThread, visibleDepth } from './thread';

const chain = (length: number) =>
  Array.from({ length }, (_, index) => ({
    id: `s${index}`,
    ...(index > 0 ? { in_reply_to_id: `s${index - 1}` } : {}),
  }));

describe('thread depth rule (spec §4, §9)', () => {
  it('visible depth is max − 2, at least 1', () => {
    expect(visibleDepth(6)).toBe(4);
    expect(visibleDepth(3)).toBe(1);
    expect(visibleDepth(2)).toBe(1);
    expect(visibleDepth(0)).toBe(1);
  });
  it('shows a status when depth − dive depth ≤ visible depth, or with the full thread', () => {
    expect(isShownInThread(4, 0, 6)).toBe(true);
    expect(isShownInThread(5, 0, 6)).toBe(false);
    expect(isShownInThread(5, 1, 6)).toBe(true);
    expect(isShownInThread(9, 0, 6, true)).toBe(true);
    expect(isShownInThread(2, 0, 1)).toBe(false);
    expect(isShownInThread(1, 0, 1)).toBe(true);
  });
});

describe('buildThread', () => {
  it('links replies under parents and assigns depths', () => {
    const thread = buildThread([
      { id: 'a' },
      { id: 'b', in_reply_to_id: 'a' },
      { id: 'c', in_reply_to_id: 'a' },
      { id: 'd', in_reply_to_id: 'b' },
    ]);
    expect(thread.roots.map((node) => node.item.id)).toEqual(['a']);
    expect(thread.byId.get('d')?.depth).toBe(2);
    expect(flattenThread(thread).map((node) => node.item.id)).toEqual(['a', 'b', 'd', 'c']);
    expect(descendantCount(thread.roots[0]!)).toBe(3);
  });
  it('makes statuses with a missing parent roots', () => {
    const thread = buildThread([
      { id: 'x', in_reply_to_id: 'gone' },
      { id: 'y', in_reply_to_id: 'x' },
    ]);
    expect(thread.roots.map((node) => node.item.id)).toEqual(['x']);
    expect(thread.byId.get('y')?.depth).toBe(1);
  });
  it('handles long chains in linear time without recursion', () => {
    const items = chain(50_000);
    const started = Date.now();
    const thread = buildThread(items);
    expect(thread.byId.get('s49999')?.depth).toBe(49_999);
    expect(flattenThread(thread)).toHaveLength(50_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
