import { useAccount, useInstanceConfig, usePreferences, useSession } from '@fedi/shared';
import { pageBackground } from './pageBackgroundRule';

/** The picture behind every screen (see `pageBackground`); nothing when there is none. */
export function PageBackground() {
  const session = useSession();
  const { config } = useInstanceConfig();
  const [preferences] = usePreferences();
  const account = useAccount(session.status === 'signed-in' ? session.user?.id : undefined);
  const url = pageBackground({
    userBackground: session.status === 'signed-in' ? account?.background_image : null,
    instanceBackground: config.background,
    displayPageBackgrounds: preferences.displayPageBackgrounds,
    hideInstanceWallpaper: preferences.hideInstanceWallpaper,
  });
  if (!url) return null;
  return (
    <div
      className="page-background"
      data-testid="page-background"
      aria-hidden="true"
      style={{ backgroundImage: `url(${JSON.stringify(url)})` }}
    />
  );
}
