import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCapabilities, useSession, useUnreadChats } from '@fedi/shared';

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
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 5v2h12V8H6Zm0 4v2h8v-2H6Z"
        />
      </svg>
      {unread > 0 && (
        <span className="badge" aria-hidden="true">
          {unread}
        </span>
      )}
    </NavLink>
  );
}
