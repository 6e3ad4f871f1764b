import {
  collapseKind,
  galleryRows,
  galleryScore,
  isLongSubject,
  isTallPost,
  shouldCollapseGallery,
  tallnessScore,
} from './collapse';

const image = (width: number, height: number) => ({ type: 'image' as const, meta: { original: { width, height } } });

describe('tall posts (score > 20)', () => {
  it('counts paragraphs and line breaks plus length / 80', () => {
    expect(tallnessScore('<p>a</p><p>b</p>')).toBeCloseTo(2 + 2 / 80);
    expect(tallnessScore('x'.repeat(800))).toBe(10);
    expect(tallnessScore('a<br>b<br/>c')).toBeCloseTo(2 + 3 / 80);
  });
  it('is tall only above the threshold', () => {
    expect(isTallPost('<br>'.repeat(20))).toBe(false);
    expect(isTallPost('<br>'.repeat(21))).toBe(true);
    expect(isTallPost(`<p>${'y'.repeat(1700)}</p>`)).toBe(true);
  });
});

describe('subjects', () => {
  it('long subjects are over 240 characters', () => {
    expect(isLongSubject('s'.repeat(240))).toBe(false);
    expect(isLongSubject('s'.repeat(241))).toBe(true);
  });
  it('a subject collapses the body when collapseMessageWithSubject is on; else tall rule applies', () => {
    expect(collapseKind({ html: 'short', summary: 'cw', collapseWithSubject: true })).toBe('subject');
    expect(collapseKind({ html: 'short', summary: 'cw', collapseWithSubject: false })).toBe('none');
    expect(collapseKind({ html: '<br>'.repeat(30), summary: '', collapseWithSubject: true })).toBe('tall');
    expect(collapseKind({ html: 'short', summary: '   ', collapseWithSubject: true })).toBe('none');
  });
});

describe('gallery', () => {
  it('puts up to 3 items per row', () => {
    expect(galleryRows([1, 2, 3, 4, 5]).map((row) => row.length)).toEqual([3, 2]);
    expect(galleryRows([1]).map((row) => row.length)).toEqual([1]);
  });
  it('scores the height/width of the laid-out gallery', () => {
    expect(galleryScore([image(100, 100)])).toBeCloseTo(1);
    expect(galleryScore([image(200, 100), image(200, 100)])).toBeCloseTo(0.25);
    expect(galleryScore([image(100, 300)])).toBeCloseTo(3);
  });
  it('collapses when the score exceeds 1, or in hide mode with more than 8', () => {
    expect(shouldCollapseGallery([image(160, 90)], false)).toBe(false);
    expect(shouldCollapseGallery([image(90, 160)], false)).toBe(true);
    const many = Array.from({ length: 9 }, () => image(1600, 900));
    expect(shouldCollapseGallery(many.slice(0, 8), true)).toBe(false);
    expect(shouldCollapseGallery(many, true)).toBe(true);
  });
});
