import { DEFAULT_PREFERENCES, type Preferences, type SubjectLineBehavior } from '@fedi/shared';

/**
 * The subject (content warning) a reply starts with, from the post it answers (spec §3 subject
 * behaviour): `email` copies it with a `re: ` prefix (once), `masto` copies it as it is, `noop` leaves it empty.
 */
export function replySubject(original: string | null | undefined, behavior: SubjectLineBehavior): string {
  const subject = (original ?? '').trim();
  if (subject === '' || behavior === 'noop') return '';
  if (behavior === 'masto') return subject;
  return /^re:/i.test(subject) ? subject : `re: ${subject}`;
}

type SensitivityPreferences = Pick<Preferences, 'sensitiveByDefault' | 'sensitiveIfSubject'>;

/** Whether a new post starts marked sensitive (sensitiveByDefault); closing the subject field goes back to it too. */
export const initialSensitive = (preferences: SensitivityPreferences): boolean => preferences.sensitiveByDefault;

/**
 * The sensitive mark after the subject changes: with sensitiveIfSubject, a post that gets a subject is
 * marked sensitive (the person can still unmark it); otherwise the mark stays as it was.
 */
export function sensitiveAfterSubject(
  nsfw: boolean,
  before: string,
  after: string,
  preferences: SensitivityPreferences,
): boolean {
  const gotSubject = before.trim() === '' && after.trim() !== '';
  return nsfw || (gotSubject && preferences.sensitiveIfSubject);
}

/**
 * Whether the subject (content warning) field shows without being asked for (alwaysShowSubjectInput):
 * the person's own setting where they changed it from the shipped default, else the instance's default.
 */
export function subjectShownFromStart(
  preferences: Pick<Preferences, 'alwaysShowSubjectInput'>,
  instanceDefault: boolean,
): boolean {
  return preferences.alwaysShowSubjectInput !== DEFAULT_PREFERENCES.alwaysShowSubjectInput
    ? preferences.alwaysShowSubjectInput
    : instanceDefault;
}

/** A draft that already has a subject (restored, a reply's, an edited post's) shows its field whatever the setting. */
export function withSubjectShown<T extends { spoilerText: string; spoilerOpen: boolean }>(draft: T): T {
  return draft.spoilerOpen || draft.spoilerText.trim() === '' ? draft : { ...draft, spoilerOpen: true };
}
