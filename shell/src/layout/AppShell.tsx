import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ModalHost } from './ModalHost';
import { NavBar } from './NavBar';
import { Notices } from './Notices';
import { Sidebar } from './Sidebar';
import { useDocumentTitle } from './useDocumentTitle';

/** The frame around every screen. */
export function AppShell() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <NavBar />
      <div className="columns">
        <Sidebar />
        <main id="main" className="main-column">
          <Outlet />
        </main>
      </div>
      <ModalHost />
      <Notices />
    </div>
  );
}
