/** Query keys of emoji data other than the instance's custom emoji (`startupKeys.customEmoji`). */
export const emojiKeys = {
  /** The composer's Unicode emoji table (bundled with the composer, loaded on first use). */
  unicode: () => ['emoji', 'unicode'] as const,
};
