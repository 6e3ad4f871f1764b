import { ComposerFromQuery } from '../../routing/ComposerFromQuery';
import { FloatingPostButton } from '../nav/FloatingPostButton';
import { SyncMounts } from './SyncMounts';

/**
 * What the frame has only for a signed-in user and shows nothing of until needed: the floating new-post
 * button, the composer opened from `?message=` and the headless sync mounts. A chunk of its own
 * (`signed-in-mounts`, AppShell), so a visitor's first load does not carry it.
 */
export default function SignedInMounts({ mobile }: { mobile: boolean }) {
  return (
    <>
      <SyncMounts />
      <FloatingPostButton mobile={mobile} />
      <ComposerFromQuery />
    </>
  );
}
