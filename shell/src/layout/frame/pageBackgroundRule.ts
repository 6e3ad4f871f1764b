/** What decides the page background (spec §2 App shell, §3 preferences). */
export interface PageBackgroundInput {
  /** The signed-in user's own background image, if they set one. */
  userBackground?: string | null;
  /** The instance wallpaper (frontend configuration `background`, else the instance's background_image). */
  instanceBackground?: string | null;
  /** Preference displayPageBackgrounds (default on): show users' page backgrounds. */
  displayPageBackgrounds: boolean;
  /** Preference hideInstanceWallpaper (default off). */
  hideInstanceWallpaper: boolean;
}

/**
 * Spec §2: the page shows the user's background, else the instance wallpaper unless the setting hides
 * it. A user's background is a page background, so displayPageBackgrounds off leaves only the wallpaper.
 * Null means the theme's plain background.
 */
export function pageBackground({
  userBackground,
  instanceBackground,
  displayPageBackgrounds,
  hideInstanceWallpaper,
}: PageBackgroundInput): string | null {
  if (displayPageBackgrounds && userBackground) return userBackground;
  if (!hideInstanceWallpaper && instanceBackground) return instanceBackground;
  return null;
}
