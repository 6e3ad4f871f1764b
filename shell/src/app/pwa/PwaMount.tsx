import { useEffect } from 'react';
import { useUnseenNotificationCount } from '@fedi/shared';
import { UpdateNotice } from '../../layout/notices/UpdateNotice';
import { ShortcutFromQuery } from '../../routing/ShortcutFromQuery';
import { PwaBridge } from './PwaBridge';
import { registerServiceWorker } from './register';

/** The installed app's badge (`navigator.setAppBadge`, where the browser has it): unseen notifications. */
function useAppBadge(count: number): void {
  useEffect(() => {
    const badge = navigator as Navigator & { setAppBadge?(n: number): Promise<void>; clearAppBadge?(): Promise<void> };
    if (!badge.setAppBadge) return;
    const done = count > 0 ? badge.setAppBadge(count) : badge.clearAppBadge?.();
    void done?.catch(() => undefined);
  }, [count]);
}

/**
 * The installed app's parts, in their own chunk (`pwa`), loaded after the first screen (LazyPwa): the worker's
 * registration and page side, the new-version notice (the offline notice is the shell's `Notices`), the shortcuts and share target, the badge.
 */
export default function PwaMount() {
  useEffect(registerServiceWorker, []);
  useAppBadge(useUnseenNotificationCount());
  return (
    <>
      <ShortcutFromQuery />
      <UpdateNotice />
      <PwaBridge />
    </>
  );
}
