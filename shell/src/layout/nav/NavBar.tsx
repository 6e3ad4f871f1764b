import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { isStaff, useBus, useInstanceConfig, useSession, visibleTimelines } from '@fedi/shared';
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
  const openReports = useOpenReportCount();
  const signedIn = session.status === 'signed-in';
  const timelines = visibleTimelines(config, signedIn);
  const privateForVisitor = config.private && !signedIn;
  const links: Array<[boolean, string, string]> = [
    [timelines.home, '/main/friends', t('nav.home')],
    [timelines.public, '/main/public', t('nav.public')],
    [timelines.bubble, '/main/bubble', t('nav.bubble')],
    [timelines.federated, '/main/all', t('nav.federated')],
    [signedIn && Boolean(session.user), `/users/${session.user?.acct ?? ''}/chats`, t('nav.chats')],
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
            .map(([, to, label]) => (
              <li key={to}>
                <NavLink to={to}>{label}</NavLink>
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
          <button type="button" onClick={logout}>
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
