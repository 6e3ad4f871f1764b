import {
  initialSensitive,
  replySubject,
  sensitiveAfterSubject,
  subjectShownFromStart,
  withSubjectShown,
} from './subject';

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
  const prefs = (sensitiveByDefault: boolean, sensitiveIfSubject: boolean) => ({
    sensitiveByDefault,
    sensitiveIfSubject,
  });

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

describe('subject field from the start (alwaysShowSubjectInput)', () => {
  it('follows the instance unless the person changed their own setting', () => {
    expect(subjectShownFromStart({ alwaysShowSubjectInput: true }, true)).toBe(true);
    expect(subjectShownFromStart({ alwaysShowSubjectInput: true }, false)).toBe(false);
    expect(subjectShownFromStart({ alwaysShowSubjectInput: false }, true)).toBe(false);
    expect(subjectShownFromStart({ alwaysShowSubjectInput: false }, false)).toBe(false);
  });

  it('opens the field of a draft that has a subject, leaves the others as they are', () => {
    expect(withSubjectShown({ spoilerText: 'cw', spoilerOpen: false })).toEqual({
      spoilerText: 'cw',
      spoilerOpen: true,
    });
    expect(withSubjectShown({ spoilerText: '  ', spoilerOpen: false })).toEqual({
      spoilerText: '  ',
      spoilerOpen: false,
    });
    expect(withSubjectShown({ spoilerText: '', spoilerOpen: true })).toEqual({ spoilerText: '', spoilerOpen: true });
  });
});
