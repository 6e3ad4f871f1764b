import { MessageCircle } from 'lucide';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, useCapabilities, useSession, useUnreadChats } from '@fedi/shared';

/** Mobile nav: the chats link with its unread count, on servers with Pleroma chats only. */
export function MobileChatsLink() {
  const { t } = useTranslation();
  const session = useSession();
  const capabilities = useCapabilities();
  const unread = useUnreadChats().messages;
  if (session.status !== 'signed-in' || !session.user || !capabilities.chats) return null;
  return (
    <NavLink
      to={`/users/${session.user.acct}/chats`}
      className="mobile-chats-link"
      aria-label={unread > 0 ? t('nav.chats_unread', { count: unread }) : t('nav.chats')}
    >
      <Icon node={MessageCircle} size={22} />
      {unread > 0 && (
        <span className="badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}
