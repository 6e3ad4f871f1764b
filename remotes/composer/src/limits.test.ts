import {
  allowedScopes,
  charactersLeft,
  checkUpload,
  clampExpiry,
  composerWarnings,
  emptyPoll,
  expiresInSeconds,
  formatSize,
  initialScope,
  isEmptyPost,
  pollsOffered,
  pollToSend,
  pollUnits,
  sillyToggle,
} from './limits';

const limits = { max_options: 4, max_option_chars: 10, min_expiration: 300, max_expiration: 7 * 86_400 };

describe('charactersLeft', () => {
  it('subtracts text and content warning from the limit', () => {
    expect(charactersLeft('hello', 'cw', 10)).toBe(3);
  });
  it('goes negative when over the limit', () => {
    expect(charactersLeft('123456', '', 5)).toBe(-1);
  });
  it('means no limit for 0 or less', () => {
    expect(charactersLeft('anything', '', 0)).toBeNull();
    expect(charactersLeft('anything', '', -3)).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(charactersLeft('😀', '', 5)).toBe(4);
  });
});

describe('file sizes and upload checks', () => {
  it.each([
    [512, '512', 'B'],
    [2048, '2', 'KiB'],
    [5 * 1024 * 1024, '5', 'MiB'],
    [3 * 1024 ** 3, '3', 'GiB'],
    [2 * 1024 ** 4, '2', 'TiB'],
    [1536, '1.5', 'KiB'],
  ])('%i bytes is %s %s', (bytes, num, unit) => {
    expect(formatSize(bytes)).toBe(`${num} ${unit}`);
  });
  it('rejects a file over the upload limit, reporting both sizes with units', () => {
    expect(checkUpload(3 * 1024 * 1024, 1024 * 1024, 0, 4)).toEqual({
      ok: false,
      reason: 'file_too_big',
      filesize: '3 MiB',
      allowedsize: '1 MiB',
    });
  });
  it('accepts a file at the limit, and any size when the limit is unknown (0)', () => {
    expect(checkUpload(1024, 1024, 0, 4)).toEqual({ ok: true });
    expect(checkUpload(10 ** 12, 0, 0, 4)).toEqual({ ok: true });
  });
  it('rejects one file more than the file limit', () => {
    expect(checkUpload(1, 1024, 4, 4)).toEqual({ ok: false, reason: 'file_limit' });
    expect(checkUpload(1, 1024, 3, 4)).toEqual({ ok: true });
  });
});

describe('polls', () => {
  it('starts single choice with two empty options and 10 minutes', () => {
    expect(emptyPoll()).toEqual({ options: ['', ''], multiple: false, amount: 10, unit: 'minutes' });
  });
  it('sends no poll when no option has text', () => {
    expect(pollToSend({ ...emptyPoll(), options: [' ', ''] }, limits)).toEqual({ poll: null, error: null });
    expect(pollToSend(null, limits)).toEqual({ poll: null, error: null });
  });
  it('needs at least 2 unique non-empty options', () => {
    expect(pollToSend({ ...emptyPoll(), options: ['yes', ''] }, limits).error).toEqual({
      key: 'polls.not_enough_options',
    });
    expect(pollToSend({ ...emptyPoll(), options: ['yes', 'yes '] }, limits).error).toEqual({
      key: 'polls.not_enough_options',
    });
  });
  it('rejects options longer than max_option_chars and more options than max_options', () => {
    expect(pollToSend({ ...emptyPoll(), options: ['short', 'much too long!'] }, limits).error).toMatchObject({
      key: 'polls.option_too_long',
      index: 1,
    });
    expect(pollToSend({ ...emptyPoll(), options: ['a', 'b', 'c', 'd', 'e'] }, limits).error).toEqual({
      key: 'polls.too_many_options',
      max: 4,
    });
  });
  it('sends the filled options with the expiry in seconds', () => {
    expect(pollToSend({ options: ['a', '', 'b'], multiple: true, amount: 2, unit: 'hours' }, limits)).toEqual({
      poll: { options: ['a', 'b'], expires_in: 7200, multiple: true },
      error: null,
    });
  });
  it('clamps the expiry between min and max in the chosen unit', () => {
    expect(clampExpiry(1, 'minutes', limits)).toBe(5);
    expect(clampExpiry(30, 'days', limits)).toBe(7);
    expect(clampExpiry(100, 'seconds', limits)).toBe(300);
    expect(clampExpiry(3, 'hours', limits)).toBe(3);
    expect(expiresInSeconds(1, 'minutes', limits)).toBe(300);
    expect(expiresInSeconds(99, 'days', limits)).toBe(7 * 86_400);
  });
  it('hides units beyond the maximum', () => {
    expect(pollUnits(limits)).toEqual(['seconds', 'minutes', 'hours', 'days']);
    expect(pollUnits({ ...limits, max_expiration: 3000 })).toEqual(['seconds', 'minutes']);
    expect(pollUnits({ ...limits, max_expiration: 31_536_000_000 })).toContain('years');
  });
  it('is offered only when enabled and max_options is 2 or more', () => {
    expect(pollsOffered(true, limits)).toBe(true);
    expect(pollsOffered(false, limits)).toBe(false);
    expect(pollsOffered(true, { ...limits, max_options: 1 })).toBe(false);
  });
});

describe('scope', () => {
  it('offers every scope for a new post (local only where available)', () => {
    expect(allowedScopes(undefined, true)).toEqual(['direct', 'private', 'unlisted', 'public', 'local']);
    expect(allowedScopes(undefined, false)).toEqual(['direct', 'private', 'unlisted', 'public']);
  });
  it('offers nothing wider than the original for replies', () => {
    expect(allowedScopes('public', true)).toEqual(['direct', 'private', 'unlisted', 'public', 'local']);
    expect(allowedScopes('unlisted', true)).toEqual(['direct', 'private', 'unlisted']);
    expect(allowedScopes('private', true)).toEqual(['direct', 'private']);
  });
  it('allows only direct for a direct original, and direct/local for a local one', () => {
    expect(allowedScopes('direct', true)).toEqual(['direct']);
    expect(allowedScopes('local', true)).toEqual(['direct', 'local']);
  });
  it('copies a non-public original scope other than private', () => {
    expect(initialScope('public', 'direct', true)).toBe('direct');
    expect(initialScope('public', 'unlisted', true)).toBe('unlisted');
    expect(initialScope('public', 'local', true)).toBe('local');
  });
  it('uses the default scope otherwise, narrowed to what the original allows', () => {
    expect(initialScope('unlisted', 'public', true)).toBe('unlisted');
    expect(initialScope('public', 'private', true)).toBe('private');
    expect(initialScope('direct', 'private', true)).toBe('direct');
    expect(initialScope('private', undefined, true)).toBe('private');
  });
});

describe('warnings and posting rules', () => {
  const base = {
    visibility: 'public' as const,
    locked: false,
    spoilerText: '',
    hasMedia: false,
    nsfw: false,
    safeDM: false,
  };
  it('warns about followers-only posts from an unlocked account only', () => {
    expect(composerWarnings({ ...base, visibility: 'private' })).toEqual(['private_not_locked']);
    expect(composerWarnings({ ...base, visibility: 'private', locked: true })).toEqual([]);
  });
  it('warns when a content warning goes with media not marked sensitive', () => {
    expect(composerWarnings({ ...base, spoilerText: 'cw', hasMedia: true })).toEqual(['cw_media_not_sensitive']);
    expect(composerWarnings({ ...base, spoilerText: 'cw', hasMedia: true, nsfw: true })).toEqual([]);
    expect(composerWarnings({ ...base, spoilerText: 'cw' })).toEqual([]);
  });
  it('words the direct-post warning by safeDM', () => {
    expect(composerWarnings({ ...base, visibility: 'direct', safeDM: true })).toEqual(['direct_first_only']);
    expect(composerWarnings({ ...base, visibility: 'direct' })).toEqual(['direct_all']);
  });
  it('rejects blank text with no files and no poll', () => {
    expect(isEmptyPost('  \n', 0, false)).toBe(true);
    expect(isEmptyPost('', 1, false)).toBe(false);
    expect(isEmptyPost('', 0, true)).toBe(false);
    expect(isEmptyPost('x', 0, false)).toBe(false);
  });
  it('recognises the silly-features toggle', () => {
    expect(sillyToggle('ENABLESILLYFEATURES=1')).toBe(true);
    expect(sillyToggle(' ENABLESILLYFEATURES=0 ')).toBe(false);
    expect(sillyToggle('ENABLESILLYFEATURES=2')).toBeNull();
    expect(sillyToggle('hello')).toBeNull();
  });
});
