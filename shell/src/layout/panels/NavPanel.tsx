import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '@fedi/shared';
import { isCurrentItem } from '../drawers/drawerItems';
import { useDrawerItems } from '../drawers/useDrawerItems';
import './navPanel.css';

/**
 * Spec §2 sidebar: the navigation panel of a signed-in user on a non-mobile width (the side drawer's
 * entries, in the nav panel's order, with their counts). In the `signed-in` chunk: visitors never load it.
 */
export function NavPanel() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useDrawerItems('panel');
  return (
    <nav className="panel nav-panel" aria-label={t('nav.panel')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to ?? '/'} aria-current={isCurrentItem(item, pathname) ? 'page' : undefined}>
              {item.icon && <Icon node={item.icon} />}
              <span className="nav-panel-label">{t(item.label)}</span>
              {item.badge ? (
                <>
                  <span className="badge" aria-hidden="true">
                    {item.badge}
                  </span>
                  <span className="visually-hidden">{t(item.badgeLabel ?? 'nav.badge', { count: item.badge })}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
