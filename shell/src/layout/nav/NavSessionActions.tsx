import { LogOut, Shield, Wrench } from 'lucide';
import { useTranslation } from 'react-i18next';
import { Icon, isStaff, useBus, useSession } from '@fedi/shared';
import { NavIconButton } from './NavIconButton';
import { useOpenReportCount } from './useOpenReportCount';

/** The desktop nav's signed-in actions: moderation (staff, with the open-report count), administration, logout. */
export function NavSessionActions() {
  const { t } = useTranslation();
  const session = useSession();
  const bus = useBus();
  const openReports = useOpenReportCount();
  return (
    <>
      {isStaff(session.user) && (
        <button type="button" onClick={() => bus.emit('moderation:open')}>
          <Icon node={Shield} />
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
        <a
          href="/pleroma/admin/"
          target="_blank"
          rel="noopener noreferrer"
          className="nav-icon-button"
          aria-label={t('nav.administration')}
          title={t('nav.administration')}
        >
          <Icon node={Wrench} />
        </a>
      )}
      {/* LogoutHost (mounted while signed in) asks first when modalOnLogout is set, then signs out. */}
      <NavIconButton label={t('nav.logout')} icon={LogOut} onClick={() => bus.emit('session:logout')} />
    </>
  );
}
