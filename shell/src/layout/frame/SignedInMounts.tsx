import { ComposerFromQuery } from '../../routing/ComposerFromQuery';
import { FloatingPostButton } from '../nav/FloatingPostButton';
import { SyncMounts } from './SyncMounts';
import { LogoutHost } from '../nav/LogoutHost';

/**
 * What the frame has only for a signed-in user and shows nothing of until needed: the floating new-post
 * button, the composer opened from `?message=`, the headless sync mounts and the bus's logout. In the `signed-in`
 * chunk (signedInParts.ts), so a visitor's first load does not carry it.
 */
export default function SignedInMounts({ mobile }: { mobile: boolean }) {
  return (
    <>
      <SyncMounts />
      <FloatingPostButton mobile={mobile} />
      <ComposerFromQuery />
      <LogoutHost />
    </>
  );
}
