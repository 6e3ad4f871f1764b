import { initialSensitive, replySubject, sensitiveAfterSubject } from './subject';

describe('reply subject (subject behaviour)', () => {
  it.each([
    ['email', 'spoilers', 're: spoilers'],
    ['email', 're: spoilers', 're: spoilers'],
    ['email', 'Re: spoilers', 'Re: spoilers'],
    ['masto', 'spoilers', 'spoilers'],
    ['masto', 're: spoilers', 're: spoilers'],
    ['noop', 'spoilers', ''],
    ['email', '', ''],
    ['masto', '   ', ''],
  ] as const)('%s copies "%s" as "%s"', (behavior, original, expected) => {
    expect(replySubject(original, behavior)).toBe(expected);
  });

  it('has nothing to copy from a post without a subject', () => {
    expect(replySubject(undefined, 'email')).toBe('');
    expect(replySubject(null, 'masto')).toBe('');
  });
});

describe('sensitive media rules', () => {
  const prefs = (sensitiveByDefault: boolean, sensitiveIfSubject: boolean) => ({ sensitiveByDefault, sensitiveIfSubject });

  it('starts new posts sensitive only with sensitiveByDefault', () => {
    expect(initialSensitive(prefs(true, false))).toBe(true);
    expect(initialSensitive(prefs(false, true))).toBe(false);
  });

  it('marks a post sensitive when it gets a subject, with sensitiveIfSubject', () => {
    expect(sensitiveAfterSubject(false, '', 'spoilers', prefs(false, true))).toBe(true);
    expect(sensitiveAfterSubject(false, '', 'spoilers', prefs(false, false))).toBe(false);
  });

  it('leaves the mark alone while the subject is edited, so an unmarked post stays unmarked', () => {
    expect(sensitiveAfterSubject(false, 'spoil', 'spoilers', prefs(false, true))).toBe(false);
    expect(sensitiveAfterSubject(true, 'spoil', 'spoilers', prefs(false, true))).toBe(true);
  });

  it('never unmarks on its own', () => {
    expect(sensitiveAfterSubject(true, 'spoilers', '', prefs(false, true))).toBe(true);
  });
});
