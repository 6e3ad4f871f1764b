import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog, usePreferences, useSession } from '@fedi/shared';

/**
 * Logout (spec §4): asks first when modalOnLogout is set, then ends the session and goes to
 * /main/public. Returns the action and the dialog to render.
 */
export function useLogout(): { logout(options?: { confirm?: boolean }): void; dialog: ReactElement | null } {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [preferences] = usePreferences();
  const [asking, setAsking] = useState(false);
  const finish = () => {
    setAsking(false);
    // Leave a signed-in-only page first, or its guard would send us to the signed-out landing path.
    navigate('/main/public');
    void session.signOut();
  };
  const dialog = asking ? (
    <ConfirmDialog
      title={t('logout.confirm_title')}
      confirmLabel={t('nav.logout')}
      onConfirm={finish}
      onCancel={() => setAsking(false)}
    >
      <p>{t('logout.confirm')}</p>
    </ConfirmDialog>
  ) : null;
  return {
    logout: (options) => (preferences.modalOnLogout && options?.confirm !== false ? setAsking(true) : finish()),
    dialog,
  };
}
