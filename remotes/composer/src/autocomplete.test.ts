import { mentionHasDomain, tokenAt } from './autocomplete';
import { MFM_FUNCTIONS, RECENT_EMOJI_LIMIT, readRecentEmoji, rememberEmoji, type PickerEmoji } from './emoji/data';

describe('tokenAt', () => {
  it('finds a mention, an emoji shortcode and an MFM function at the caret', () => {
    expect(tokenAt('hi @al', 6)).toEqual({ kind: 'mention', query: 'al', start: 3, end: 6 });
    expect(tokenAt('nice :bl', 8)).toEqual({ kind: 'emoji', query: 'bl', start: 5, end: 8 });
    expect(tokenAt('$[spi', 5)).toEqual({ kind: 'mfm', query: 'spi', start: 0, end: 5 });
  });
  it('needs two characters after a colon and a word start before the trigger', () => {
    expect(tokenAt('time 10:3', 9)).toBeNull();
    expect(tokenAt('a :b', 4)).toBeNull();
    expect(tokenAt('mail@host', 9)).toBeNull();
  });
  it('looks only at the text before the caret', () => {
    expect(tokenAt('@bob rest', 4)).toMatchObject({ kind: 'mention', query: 'bob' });
    expect(tokenAt('@bob rest', 9)).toBeNull();
  });
  it('tells a mention with a domain part', () => {
    expect(mentionHasDomain('bob@remote.example')).toBe(true);
    expect(mentionHasDomain('bob')).toBe(false);
  });
});

describe('recent emoji', () => {
  beforeEach(() => localStorage.clear());
  const emoji = (shortcode: string, replacement = `:${shortcode}:`): PickerEmoji => ({
    shortcode,
    replacement,
    group: 'x',
    keywords: shortcode,
  });

  it('puts the latest first, without duplicates, at most 42', () => {
    for (let i = 0; i < 50; i += 1) rememberEmoji(emoji(`e${i}`));
    rememberEmoji(emoji('e45'));
    const recent = readRecentEmoji();
    expect(RECENT_EMOJI_LIMIT).toBe(42);
    expect(recent).toHaveLength(42);
    expect(recent[0]?.shortcode).toBe('e45');
    expect(recent.filter((e) => e.shortcode === 'e45')).toHaveLength(1);
  });
  it('does not track remote emoji (with @) or emoji without display text', () => {
    rememberEmoji(emoji('blob@remote.example'));
    rememberEmoji(emoji('empty', ''));
    expect(readRecentEmoji()).toEqual([]);
  });
  it('offers the MFM function names of spec §9', () => {
    expect(MFM_FUNCTIONS).toHaveLength(21);
    expect(MFM_FUNCTIONS).toContain('sparkle');
  });
});
