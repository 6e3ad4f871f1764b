/** Post scopes (spec §3). */
export type Visibility = 'direct' | 'private' | 'unlisted' | 'public' | 'local';

export const VISIBILITIES: readonly Visibility[] = ['direct', 'private', 'unlisted', 'public', 'local'];

/** Wire visibility to a scope; Pleroma's `list` reads as private, unknown values as public. */
export function normalizeVisibility(value: string | undefined): Visibility {
  if (value === 'list') return 'private';
  return (VISIBILITIES as readonly string[]).includes(value ?? '') ? (value as Visibility) : 'public';
}
