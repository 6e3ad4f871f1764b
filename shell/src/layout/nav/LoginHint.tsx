import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@fedi/shared';

/**
 * Spec §2: the main column's login hint for visitors ('Log in to join the discussion'). Desktop has it
 * in the sidebar's user panel already, so the main column shows it on mobile only; never on the login page.
 */
export function LoginHint({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  if (!mobile || session.status !== 'anonymous' || pathname === '/login') return null;
  return (
    <p className="panel login-hint">
      <Link to="/login">{t('login.hint')}</Link>
    </p>
  );
}
