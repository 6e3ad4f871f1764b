import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Quote, Repeat2, Reply, SmilePlus, Star } from 'lucide';
import {
  actionErrorMessage,
  ConfirmDialog,
  formatCount,
  Icon,
  patchStatus,
  useBus,
  useCapabilities,
  useSession,
  type Status,
  type StatusActions,
  useApiClient,
} from '@fedi/shared';
import { NS } from '../i18n';
import { actionName } from './actionName';
import {
  canBite,
  canDelete,
  canEdit,
  canPin,
  canQuote,
  canRedraft,
  canRepeat,
  needsRepeatConfirm,
  type Viewer,
} from '../logic/permissions';
import { usePrefs } from '../prefs';
import type { StatusMenuEntry } from './StatusMenu';
import { ReactionPicker } from './ReactionPicker';
import { StatusMenuButton } from './StatusMenuButton';
import { StatusModerationLauncher } from './StatusModerationLauncher';
import { useStatusHistoryDialog } from './StatusHistoryLauncher';
import '../laterStrings';

export interface ActionBarProps {
  status: Status;
  actions: StatusActions;
  onError(message: string | null): void;
}

/**
 * A signed-in user's reply, quote, favourite, react, repeat and the extra menu, following spec §5/§6: a
 * chunk of its own (`timelines-actions`), so a visitor's first load does not carry it (ActionBar).
 */
export default function SignedInActionBar({ status, actions, onError }: ActionBarProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const bus = useBus();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const capabilities = useCapabilities();
  const [prefs] = usePrefs();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirm, setConfirm] = useState<'repeat' | 'delete' | null>(null);
  // Staff: the moderation dialog's return-focus target while it is open (undefined when closed).
  const [moderating, setModerating] = useState<HTMLElement | null | undefined>(undefined);
  const history = useStatusHistoryDialog(status, capabilities.editing);
  // The extra menu's button (a delete confirm gives the focus back to it) and the react button.
  const [menuButton, setMenuButton] = useState<HTMLElement | null>(null);
  const [reactButton, setReactButton] = useState<HTMLButtonElement | null>(null);
  const viewer: Viewer = { id: session.user?.id ?? null, role: session.user?.role };
  const subject = { authorId: status.account.id, visibility: status.visibility };
  const stats = !prefs.hidePostStats;
  const named = (key: string, count: number) => actionName(t, key, count, stats);
  /** The count beside an action's icon (none at 0, or with the post stats hidden). */
  const counted = (count: number) =>
    stats && count > 0 ? <span className="action-count">{formatCount(count)}</span> : null;

  /** Pin and conversation mute: optimistic here (the shared hooks cover the other actions). */
  const toggleFlag = (flag: 'pinned' | 'thread_muted') => {
    const on = !status[flag];
    onError(null);
    const rollback = patchStatus(queryClient, status.id, { [flag]: on });
    const request =
      flag === 'pinned'
        ? on
          ? client.statuses.pin(status.id)
          : client.statuses.unpin(status.id)
        : on
          ? client.statuses.mute(status.id)
          : client.statuses.unmute(status.id);
    request.catch((error: unknown) => {
      rollback();
      onError(actionErrorMessage(error));
    });
  };

  const doRepeat = () => actions.repeat();
  const repeatAllowed = canRepeat(viewer, subject);
  const menuItems: StatusMenuEntry[] = [
    {
      key: 'bookmark',
      label: status.bookmarked ? t('actions.unbookmark') : t('actions.bookmark'),
      run: () => actions.bookmark(),
    },
    {
      key: 'mute',
      label: status.thread_muted ? t('actions.unmute_conversation') : t('actions.mute_conversation'),
      run: () => toggleFlag('thread_muted'),
    },
  ];
  if (canPin(viewer, subject))
    menuItems.push({
      key: 'pin',
      label: status.pinned ? t('actions.unpin') : t('actions.pin'),
      run: () => toggleFlag('pinned'),
    });
  if (canEdit(viewer, subject, capabilities.editing))
    menuItems.push({
      key: 'edit',
      label: t('actions.edit'),
      run: () => bus.emit('composer:open', { editOf: status.id }),
    });
  if (history.available)
    menuItems.push({ key: 'history', label: t('history.menu'), run: (button) => history.open(button) });
  if (canRedraft(viewer, subject))
    menuItems.push({
      key: 'redraft',
      label: t('actions.redraft'),
      run: () => bus.emit('composer:open', { redraftOf: status.id }),
    });
  if (canDelete(viewer, subject))
    menuItems.push({
      key: 'delete',
      label: t('actions.delete'),
      run: (button) => {
        setMenuButton(button);
        if (prefs.modalOnDelete) setConfirm('delete');
        else actions.remove();
      },
    });
  // Spec §6: moderators and admins mark sensitive, change visibility or delete any status (Pleroma's admin API).
  if ((viewer.role === 'admin' || viewer.role === 'moderator') && capabilities.adminDialect === 'pleroma')
    menuItems.push({ key: 'moderate', label: t('actions.moderate'), run: (button) => setModerating(button) });
  if (canBite(viewer, subject, capabilities.bites))
    menuItems.push({
      key: 'bite',
      label: t('actions.bite'),
      run: () => {
        client.statuses.bite(status.id).catch((error: unknown) => onError(actionErrorMessage(error)));
      },
    });
  if (status.url)
    menuItems.push({
      key: 'copy',
      label: t('actions.copy_link'),
      run: () => {
        void navigator.clipboard?.writeText(status.url).catch(() => undefined);
      },
    });
  return (
    <div className="status-actions" role="group" aria-label={t('actions.label')}>
      <button
        type="button"
        data-action="reply"
        onClick={() => bus.emit('composer:open', { replyTo: status.id })}
        aria-label={named('actions.reply', status.replies_count)}
        title={t('actions.reply')}
      >
        <Icon node={Reply} />
        {counted(status.replies_count)}
      </button>
      {canQuote(viewer, subject, capabilities.quotes) && (
        <button
          type="button"
          onClick={() => bus.emit('composer:open', { quoteOf: status.id })}
          aria-label={t('actions.quote')}
          title={t('actions.quote')}
        >
          <Icon node={Quote} />
        </button>
      )}
      <button
        type="button"
        data-action="repeat"
        disabled={!repeatAllowed}
        aria-pressed={status.reblogged}
        aria-label={named(status.reblogged ? 'actions.unrepeat' : 'actions.repeat', status.reblogs_count)}
        className={status.reblogged ? 'active' : undefined}
        title={t(status.reblogged ? 'actions.unrepeat' : 'actions.repeat')}
        onClick={() => (needsRepeatConfirm(status.reblogged, prefs.modalOnRepeat) ? setConfirm('repeat') : doRepeat())}
      >
        <Icon node={Repeat2} />
        {counted(status.reblogs_count)}
      </button>
      <button
        type="button"
        data-action="favourite"
        aria-pressed={status.favourited}
        aria-label={named(status.favourited ? 'actions.unfavourite' : 'actions.favourite', status.favourites_count)}
        className={status.favourited ? 'active' : undefined}
        title={t(status.favourited ? 'actions.unfavourite' : 'actions.favourite')}
        onClick={() => actions.favourite()}
      >
        <Icon node={Star} />
        {counted(status.favourites_count)}
      </button>
      {capabilities.reactions.supported && (
        <span className="menu-anchor">
          <button
            ref={setReactButton}
            type="button"
            aria-label={t('actions.react')}
            aria-haspopup="dialog"
            aria-expanded={pickerOpen}
            title={t('actions.react')}
            onClick={() => setPickerOpen((open) => !open)}
          >
            <Icon node={SmilePlus} />
          </button>
          {pickerOpen && (
            <ReactionPicker
              returnFocus={reactButton}
              onClose={() => setPickerOpen(false)}
              onPick={(name, url) => {
                setPickerOpen(false);
                actions.react(name, url);
              }}
            />
          )}
        </span>
      )}
      <span className="menu-anchor">
        <StatusMenuButton
          label={t('actions.more')}
          items={menuItems}
          openAs={status.uri || status.url ? { url: status.uri || status.url, onError } : undefined}
        />
      </span>
      {history.dialog}
      {confirm && (
        <ConfirmDialog
          title={confirm === 'repeat' ? t('actions.confirm_repeat') : t('actions.confirm_delete')}
          confirmLabel={confirm === 'repeat' ? t('actions.repeat') : t('actions.delete')}
          // Asked from the extra menu (delete) or the repeat button: focus goes back to that button.
          returnFocus={confirm === 'delete' ? menuButton : undefined}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            if (confirm === 'repeat') doRepeat();
            else actions.remove();
          }}
        />
      )}
      {moderating !== undefined && (
        <StatusModerationLauncher
          statusId={status.id}
          returnFocus={moderating}
          onClose={() => setModerating(undefined)}
        />
      )}
    </div>
  );
}
