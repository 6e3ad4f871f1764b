import type { AdminMenuProps } from '@fedi/shared';
import { adminUserOf } from '@fedi/shared/moderation';
import { AccountActions } from '../components/AccountActions';
import '../i18n';
import '../moderation.css';

/**
 * The admin menu of a user card or status author (spec §6), for staff only: people shows a plain
 * "Moderate" button to staff and loads this module through the remote loader on its first press, so no
 * other visitor downloads moderation code.
 */
export default function AdminMenu({ user, defaultOpen, onDeleted }: AdminMenuProps) {
  return (
    <AccountActions
      user={adminUserOf(user)}
      defaultOpen={defaultOpen}
      adminLink={`/pleroma/admin/#/users/${encodeURIComponent(user.id)}/`}
      onDeleted={onDeleted}
    />
  );
}
