/** What a sign-up answer means (spec §4 Registration result). */
export type RegistrationOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'awaiting-approval' }
  | { kind: 'awaiting-email' }
  | { kind: 'unknown' };

export function registrationOutcome(response: unknown): RegistrationOutcome {
  const data = (response ?? {}) as { access_token?: unknown; identifier?: unknown };
  if (typeof data.access_token === 'string' && data.access_token)
    return { kind: 'signed-in', token: data.access_token };
  if (data.identifier === 'awaiting_approval') return { kind: 'awaiting-approval' };
  if (data.identifier === 'missing_confirmed_email') return { kind: 'awaiting-email' };
  return { kind: 'unknown' };
}
