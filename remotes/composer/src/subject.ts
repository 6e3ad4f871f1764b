import type { Preferences, SubjectLineBehavior } from '@fedi/shared';

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
export function sensitiveAfterSubject(nsfw: boolean, before: string, after: string, preferences: SensitivityPreferences): boolean {
  const gotSubject = before.trim() === '' && after.trim() !== '';
  return nsfw || (gotSubject && preferences.sensitiveIfSubject);
}
