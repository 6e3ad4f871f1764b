import { MOUNTS_PER_FRAME, rowsToMount, sameRows } from './mountRows';

describe('rowsToMount', () => {
  it('keeps mounted rows and mounts a few new ones per render, nearest the middle of the viewport first', () => {
    const ids = Array.from({ length: 20 }, (_, index) => `s${index}`);
    const items = ids.map((_, index) => ({ index, start: index * 100, end: index * 100 + 100 }));
    const first = rowsToMount(items, ids, new Set(), 1000, 400);
    expect(first.size).toBe(MOUNTS_PER_FRAME);
    // nearest the middle (1200) first; of two as near, the earlier
    expect(first).toEqual(new Set(['s11', 's12', 's10', 's13'].slice(0, MOUNTS_PER_FRAME)));
    const second = rowsToMount(items, ids, first, 1000, 400);
    expect(second.size).toBe(2 * MOUNTS_PER_FRAME);
    for (const id of first) expect(second.has(id)).toBe(true);
    // a row that left the range is no longer counted
    expect(rowsToMount(items.slice(0, 2), ids, new Set(['s0', 's15']), 0, 400)).toEqual(new Set(['s0', 's1']));
  });
});

describe('sameRows', () => {
  it('compares members, not order or identity', () => {
    expect(sameRows(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameRows(new Set(['a']), new Set(['a', 'b']))).toBe(false);
    expect(sameRows(new Set(['a', 'c']), new Set(['a', 'b']))).toBe(false);
  });
});
