import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FloatingPostButton } from './FloatingPostButton';
import { rememberTimeline } from './lastTimeline';
import { MobileNav } from './MobileNav';
import { ModalHost } from './ModalHost';
import { NavBar } from './NavBar';
import { Notices } from './Notices';
import { Sidebar } from './Sidebar';
import { useDocumentTitle } from './useDocumentTitle';
import { useViewport } from './useViewport';

/** The frame around every screen: desktop nav and sidebar, or the mobile nav with its drawer. */
export function AppShell() {
  const { t } = useTranslation();
  const { mobile } = useViewport();
  const { pathname } = useLocation();
  useDocumentTitle();
  useEffect(() => rememberTimeline(pathname), [pathname]);
  return (
    <div className={mobile ? 'app-shell mobile' : 'app-shell'}>
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      {mobile ? <MobileNav /> : <NavBar />}
      <div className="columns">
        {!mobile && <Sidebar />}
        <main id="main" className="main-column">
          <Outlet />
        </main>
      </div>
      {mobile && <FloatingPostButton />}
      <ModalHost />
      <Notices />
    </div>
  );
}
