import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaff, remoteModuleKeys, useRemoteLoader, useSession, type AdminMenuProps, type User } from '@fedi/shared';
import { NS } from '../i18n';

type AdminMenuModule = { default: ComponentType<AdminMenuProps> } | ComponentType<AdminMenuProps>;

/**
 * The admin menu of a user card (spec §6), staff only. A plain "Moderate" button until its first press;
 * then moderation's `./AdminMenu` is fetched through the shell's remote loader and opens at once. Nobody
 * else ever sees the button, so no other visitor downloads moderation code.
 */
export function AdminMenuButton({ user }: { user: User }) {
  const session = useSession();
  if (!isStaff(session.user)) return null;
  return <StaffAdminMenu user={user} />;
}

function StaffAdminMenu({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const load = useRemoteLoader();
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    queryKey: remoteModuleKeys.component('moderation', './AdminMenu'),
    queryFn: async () => {
      const loaded = await load<AdminMenuModule>('moderation', './AdminMenu');
      return typeof loaded === 'function' ? loaded : loaded.default;
    },
    enabled: wanted,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  const AdminMenu = query.data;
  if (AdminMenu) return <AdminMenu user={user} defaultOpen={wanted} />;
  return (
    <span className="people-admin-menu">
      <button
        type="button"
        aria-busy={query.isFetching}
        aria-label={t('user_card.moderate_label', { name: user.acct })}
        onClick={() => (query.isError ? void query.refetch() : setWanted(true))}
      >
        {query.isFetching ? t('user_card.moderate_loading') : t('user_card.moderate')}
      </button>
      {query.isError && (
        <span role="alert" className="form-error">
          {t('user_card.moderate_failed')}
        </span>
      )}
    </span>
  );
}
