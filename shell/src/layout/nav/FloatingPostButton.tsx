import { SquarePen } from 'lucide';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, ROUTES, useBus, usePreferences, useSession } from '@fedi/shared';
import { keyboardLikelyOpen, postButtonShown } from './postButtonVisibility';
import { useScrollAutohide } from './useScrollAutohide';
import { useWindowSize } from '../frame/useWindowSize';

const CHAT_PATH = ROUTES.find((route) => route.name === 'chat')?.path ?? '/users/:username/chats/:recipientId';

/**
 * The floating new-post button for signed-in users: on mobile, or everywhere with
 * alwaysShowNewPostButton. With autohideFloatingPostButton it hides on scroll down and comes back on
 * scroll up; it also steps aside when the on-screen keyboard is likely open (spec §9), and in a chat
 * conversation, where it would sit over the message box.
 */
export function FloatingPostButton({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const bus = useBus();
  const session = useSession();
  const [preferences] = usePreferences();
  const { pathname } = useLocation();
  const shown = postButtonShown({
    signedIn: session.status === 'signed-in',
    mobile,
    alwaysShow: preferences.alwaysShowNewPostButton,
    inChat: matchPath(CHAT_PATH, pathname) !== null,
  });
  const scrolledAway = useScrollAutohide(shown && preferences.autohideFloatingPostButton);
  const { width, height } = useWindowSize();
  if (!shown) return null;
  // Hidden by the class (visibility: hidden), which also takes it out of the tab order and the accessibility tree.
  const hidden = scrolledAway || keyboardLikelyOpen(width, height);
  return (
    <button
      type="button"
      className={hidden ? 'floating-post-button primary hidden-by-scroll' : 'floating-post-button primary'}
      aria-label={t('nav.new_post')}
      onClick={() => bus.emit('composer:open', {})}
    >
      <Icon node={SquarePen} size={24} />
    </button>
  );
}
