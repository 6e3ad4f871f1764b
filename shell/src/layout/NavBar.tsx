import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { isStaff, useBus, useSession } from '@fedi/shared';

/** Desktop navigation: brand, timelines, and the settings / moderation / session controls. */
export function NavBar() {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const signedIn = session.status === 'signed-in';
  return (
    <header className="nav-bar">
      <Link to="/" className="brand">
        {t('app.name')}
      </Link>
      <nav aria-label={t('nav.main')}>
        <ul>
          {signedIn && (
            <li>
              <NavLink to="/main/friends">{t('nav.home')}</NavLink>
            </li>
          )}
          <li>
            <NavLink to="/main/public">{t('nav.public')}</NavLink>
          </li>
          <li>
            <NavLink to="/main/all">{t('nav.federated')}</NavLink>
          </li>
          {signedIn && session.user && (
            <li>
              <NavLink to={`/users/${session.user.acct}/chats`}>{t('nav.chats')}</NavLink>
            </li>
          )}
          <li>
            <NavLink to="/about">{t('nav.about')}</NavLink>
          </li>
        </ul>
      </nav>
      <div className="nav-actions">
        <button type="button" onClick={() => bus.emit('settings:open')}>
          {t('nav.settings')}
        </button>
        {isStaff(session.user) && (
          <button type="button" onClick={() => bus.emit('moderation:open')}>
            {t('nav.moderation')}
          </button>
        )}
        {signedIn ? (
          <button type="button" onClick={() => void session.signOut()}>
            {t('nav.logout')}
          </button>
        ) : (
          <Link to="/login">{t('nav.login')}</Link>
        )}
      </div>
    </header>
  );
}
