import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import {
  isStaff,
  useBus,
  useCapabilities,
  useInstanceConfig,
  useSession,
  useUnreadChats,
  visibleTimelines,
} from '@fedi/shared';
import { Brand } from '../frame/Brand';
import { useLogout } from './useLogout';
import { useOpenReportCount } from './useOpenReportCount';

/** Desktop navigation: brand, the timelines this visitor may see, and settings / moderation / session. */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const { config } = useInstanceConfig();
  const { logout, dialog } = useLogout();
  const capabilities = useCapabilities();
  const unreadChats = useUnreadChats().messages;
  const openReports = useOpenReportCount();
  const signedIn = session.status === 'signed-in';
  const timelines = visibleTimelines(config, signedIn);
  const privateForVisitor = config.private && !signedIn;
  const links: Array<[boolean, string, string, number?]> = [
    [timelines.home, '/main/friends', t('nav.home')],
    [timelines.public, '/main/public', t('nav.public')],
    [timelines.bubble, '/main/bubble', t('nav.bubble')],
    [timelines.federated, '/main/all', t('nav.federated')],
    [
      signedIn && Boolean(session.user) && capabilities.chats,
      `/users/${session.user?.acct ?? ''}/chats`,
      t('nav.chats'),
      unreadChats,
    ],
    [!privateForVisitor, '/search', t('nav.search')],
    [true, '/about', t('nav.about')],
  ];
  return (
    <header className="nav-bar">
      <Brand />
      <nav aria-label={t('nav.main')}>
        <ul>
          {links
            .filter(([shown]) => shown)
            .map(([, to, label, badge]) => (
              <li key={to}>
                <NavLink to={to}>
                  {label}
                  {badge ? ' ' : null}
                  {badge ? (
                    <span className="badge" aria-label={t('nav.badge', { count: badge })}>
                      {badge}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="nav-actions">
        <button type="button" onClick={() => bus.emit('settings:open')}>
          {t('nav.settings')}
        </button>
        {isStaff(session.user) && (
          <button type="button" onClick={() => bus.emit('moderation:open')}>
            {t('nav.moderation')}
            {openReports > 0 && (
              <>
                {' '}
                <span className="badge" aria-label={t('nav.open_reports', { count: openReports })}>
                  {openReports}
                </span>
              </>
            )}
          </button>
        )}
        {session.user?.role === 'admin' && (
          <a href="/pleroma/admin/" target="_blank" rel="noopener noreferrer">
            {t('nav.administration')}
          </a>
        )}
        {signedIn ? (
          <button type="button" onClick={() => logout()}>
            {t('nav.logout')}
          </button>
        ) : (
          <Link to="/login">{t('nav.login')}</Link>
        )}
      </div>
      {dialog}
    </header>
  );
}
