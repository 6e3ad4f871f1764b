import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { SideDrawer } from './SideDrawer';

/** Mobile navigation (≤ 800 px): the menu button opening the side drawer, and the site brand. */
export function MobileNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header className="nav-bar mobile-nav">
      <button type="button" className="menu-button" aria-label={t('nav.menu')} aria-expanded={open} onClick={() => setOpen(true)}>
        ☰
      </button>
      <Brand />
      {open && <SideDrawer onClose={close} />}
    </header>
  );
}
