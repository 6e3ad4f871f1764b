import { ChevronDown } from 'lucide';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminUser, Icon, useBus, useErrorText } from '@fedi/shared';
import { markUserStatusesDeleted, type AccountLimit } from '@fedi/shared/moderation';
import { Menu, MenuGroup, MenuItem } from '@fedi/shared/widgets';
import { NS } from '../i18n';
import { DeleteUserDialog } from './DeleteUserDialog';
import { accountRights } from './rights';
import { useAdminAction } from './useAdminAction';
import { useModeration } from './useModeration';

const LIMITS: readonly AccountLimit[] = ['sensitive', 'silence', 'suspend'];
const LIMIT_STATE: Record<AccountLimit, 'sensitized' | 'silenced' | 'suspended'> = {
  sensitive: 'sensitized',
  silence: 'silenced',
  suspend: 'suspended',
};

/**
 * The admin menu of one account (spec §6): what the signed-in role may do to it, and nothing else.
 * Used by a report, a row of the users section and the user card (through `./AdminMenu`).
 */
export function AccountActions({
  user,
  reportId,
  onDeleted,
  defaultOpen,
  adminLink,
}: {
  user: AdminUser;
  reportId?: string;
  onDeleted?(): void;
  /** Open at once (the user card's menu, fetched on its button's first press). */
  defaultOpen?: boolean;
  /** Admins: a link to the account in the external admin interface (spec §6). */
  adminLink?: string;
}) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const bus = useBus();
  const { api, role, self, tagPolicy } = useModeration();
  const rights = accountRights(role, self, user, api.support, tagPolicy);
  const [done, setDone] = useState('');
  const action = useAdminAction(({ run }: { run: () => Promise<unknown>; done: string }) => run(), user.id);
  const [deleting, setDeleting] = useState(false);
  const deletion = useAdminAction(() => api.deleteUser(user), user.id);
  const run = (call: () => Promise<unknown>, doneText: string) => {
    setDone('');
    action.mutate({ run: call, done: doneText }, { onSuccess: () => setDone(doneText) });
  };
  const nickname = user.nickname;
  const tags = new Set(user.tags);

  const items = [
    rights.approve && (
      <MenuItem key="approve" onClick={() => run(() => api.approve(user), t('moderation.done_approved', { nickname }))}>
        {t('moderation.approve')}
      </MenuItem>
    ),
    rights.reject && (
      <MenuItem key="reject" onClick={() => run(() => api.reject(user), t('moderation.done_rejected', { nickname }))}>
        {t('moderation.reject')}
      </MenuItem>
    ),
    rights.activate && (
      <MenuItem
        key="active"
        onClick={() =>
          run(
            () => api.setActive(user, !user.active),
            t(user.active ? 'moderation.done_deactivated' : 'moderation.done_activated', { nickname }),
          )
        }
      >
        {user.active ? t('moderation.deactivate') : t('moderation.activate')}
      </MenuItem>
    ),
    ...(rights.grantRights
      ? (['admin', 'moderator'] as const).map((right) => {
          const has = user.roles[right];
          return (
            <MenuItem
              key={right}
              onClick={() =>
                run(
                  () => api.setRight(user, right, !has),
                  t(has ? `moderation.done_revoked_${right}` : `moderation.done_granted_${right}`, { nickname }),
                )
              }
            >
              {t(has ? `moderation.revoke_${right}` : `moderation.grant_${right}`)}
            </MenuItem>
          );
        })
      : []),
    ...(rights.limits
      ? LIMITS.map((limit) => {
          const on = user[LIMIT_STATE[limit]] ?? false;
          return (
            <MenuItem
              key={limit}
              onClick={() =>
                run(() => api.setLimit(user, limit, !on, reportId), t('moderation.done_limit', { nickname }))
              }
            >
              {t(on ? `moderation.limit_off_${limit}` : `moderation.limit_on_${limit}`)}
            </MenuItem>
          );
        })
      : []),
    role === 'admin' && adminLink && (
      <MenuItem key="admin-link" onClick={() => window.open(adminLink, '_blank', 'noopener,noreferrer')}>
        {t('moderation.admin_interface')}
      </MenuItem>
    ),
    rights.delete && (
      <MenuItem key="delete" className="danger" onClick={() => setDeleting(true)}>
        {t('moderation.delete_account')}
      </MenuItem>
    ),
  ].filter(Boolean);

  return (
    <div className="mod-account-actions">
      <Menu
        label={t('moderation.account_menu', { nickname })}
        defaultOpen={defaultOpen}
        className="mod-menu"
        fixed
        placement="bottom-end"
        button={
          <button type="button" className="mod-menu-button" aria-label={t('moderation.account_menu', { nickname })}>
            {t('moderation.moderate')}
            <Icon node={ChevronDown} size={14} />
          </button>
        }
      >
        {items}
        {rights.tags.length > 0 && (
          <MenuGroup label={t('moderation.policy_tags')}>
            <p className="mod-menu-heading" aria-hidden="true">
              {t('moderation.policy_tags')}
            </p>
            {rights.tags.map((tag) => {
              const on = tags.has(`mrf_tag:${tag}`);
              const label = t(`moderation.tag.${tag}`);
              return (
                <MenuItem
                  key={tag}
                  onClick={() =>
                    run(
                      () => api.setTag(user, `mrf_tag:${tag}`, !on),
                      t(on ? 'moderation.done_untagged' : 'moderation.done_tagged', { nickname, tag: label }),
                    )
                  }
                >
                  {on ? t('moderation.tag_on', { label }) : label}
                </MenuItem>
              );
            })}
          </MenuGroup>
        )}
        {items.length === 0 && rights.tags.length === 0 && (
          <MenuItem disabled onClick={() => undefined}>
            {t('moderation.nothing_allowed')}
          </MenuItem>
        )}
      </Menu>
      {action.isPending && (
        <span role="status" className="mod-pending">
          {t('moderation.working')}
        </span>
      )}
      {action.isError && (
        <p className="form-error" role="alert">
          {errorText(action.error)}
        </p>
      )}
      {done && !action.isError && (
        <p className="mod-done" role="status">
          {done}
        </p>
      )}
      {deleting && (
        <DeleteUserDialog
          user={user}
          pending={deletion.isPending}
          error={deletion.error}
          onCancel={() => {
            deletion.reset();
            setDeleting(false);
          }}
          onConfirm={() =>
            deletion.mutate(undefined, {
              onSuccess: () => {
                setDeleting(false);
                markUserStatusesDeleted(queryClient, user.id);
                bus.emit('moderation:user-deleted', user.id);
                onDeleted?.();
              },
            })
          }
        />
      )}
    </div>
  );
}
