import { matchPath } from 'react-router';

export interface ThirdColumnContext {
  wide: boolean;
  mobile: boolean;
  signedIn: boolean;
  mode: 'none' | 'notifications' | 'postform';
  pathname: string;
}

/**
 * Spec §2: the wide layout (≥ 1280 px) gets a notifications column for signed-in users when
 * thirdColumnMode is notifications; not on the notifications page itself, which shows the same list.
 */
export function showNotificationsColumn({ wide, mobile, signedIn, mode, pathname }: ThirdColumnContext): boolean {
  return (
    wide && !mobile && signedIn && mode === 'notifications' && matchPath('/:username/notifications', pathname) === null
  );
}
