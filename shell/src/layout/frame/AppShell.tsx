import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { usePreferences, useSession } from '@fedi/shared';
import { LazyPwa } from '../../app/pwa/LazyPwa';
import { rememberTimeline } from '../nav/lastTimeline';
import { LoginHint } from '../nav/LoginHint';
import { MobileNav } from '../nav/MobileNav';
import { ModalHost } from './ModalHost';
import { NavBar } from '../nav/NavBar';
import { NotificationsColumn } from '../panels/NotificationsColumn';
import { NotificationsHost } from '../notifications/NotificationsHost';
import { Notices } from '../notices/Notices';
import { PageBackground } from './PageBackground';
import { Sidebar } from '../panels/Sidebar';
import { showNotificationsColumn } from '../panels/thirdColumn';
import { signedInPart } from './signedInParts';
import { DocumentTitle } from './useDocumentTitle';
import { KeyboardShortcuts } from '../shortcuts/KeyboardShortcuts';
import { useViewport } from './useViewport';

const SignedInMounts = signedInPart((parts) => parts.SignedInMounts);

/** The frame around every screen, inside the session's one notification source. */
export function AppShell() {
  return (
    <NotificationsHost>
      <AppFrame />
    </NotificationsHost>
  );
}

/** Desktop nav and sidebar (and the third column when wide), or the mobile nav with its drawers. */
function AppFrame() {
  const { t } = useTranslation();
  const { mobile, wide } = useViewport();
  const session = useSession();
  const [preferences] = usePreferences();
  const { pathname } = useLocation();
  const thirdColumn = showNotificationsColumn({
    wide,
    mobile,
    signedIn: session.status === 'signed-in',
    mode: preferences.thirdColumnMode,
    pathname,
  });
  useEffect(() => rememberTimeline(pathname), [pathname]);
  return (
    <div className={mobile ? 'app-shell mobile' : 'app-shell'}>
      <DocumentTitle />
      <PageBackground />
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      {mobile ? <MobileNav /> : <NavBar />}
      <div className={thirdColumn ? 'columns with-third-column' : 'columns'}>
        {!mobile && <Sidebar />}
        <main id="main" className="main-column">
          <LoginHint mobile={mobile} />
          <Outlet />
        </main>
        {thirdColumn && <NotificationsColumn />}
      </div>
      {session.status === 'signed-in' && <SignedInMounts mobile={mobile} />}
      <ModalHost />
      <KeyboardShortcuts />
      <Notices />
      <LazyPwa />
    </div>
  );
}
