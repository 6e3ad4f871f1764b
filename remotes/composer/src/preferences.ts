import { getPreferences, type Preferences, type Visibility } from '@fedi/shared';

/** Spec §3 user preferences the composer reads; the shared store (written by the settings modal) holds them. */
export type ComposerPreferences = Pick<
  Preferences,
  | 'modalOnDirectPost'
  | 'modalOnPrivatePost'
  | 'modalOnUnlistedPost'
  | 'modalOnPublicPost'
  | 'modalOnLocalPost'
  | 'modalOnSensitiveAttachmentWithoutCW'
>;

export function readPreferences(): ComposerPreferences {
  return getPreferences();
}

const BY_SCOPE: Record<Visibility, keyof ComposerPreferences> = {
  direct: 'modalOnDirectPost',
  private: 'modalOnPrivatePost',
  unlisted: 'modalOnUnlistedPost',
  public: 'modalOnPublicPost',
  local: 'modalOnLocalPost',
};

/** Which confirmation the post needs first, if any: by visibility, or sensitive media without a content warning. */
export function needsConfirmation(
  visibility: Visibility,
  post: { hasMedia: boolean; nsfw: boolean; spoiler: string },
  preferences: ComposerPreferences = readPreferences(),
): string | null {
  if (preferences[BY_SCOPE[visibility]]) return `${visibility}_post`;
  if (preferences.modalOnSensitiveAttachmentWithoutCW && post.hasMedia && post.nsfw && post.spoiler.trim() === '') {
    return 'sensitive_without_cw';
  }
  return null;
}
