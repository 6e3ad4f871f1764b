import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys, type Relationship, type User } from '@fedi/shared';
import { NS } from '../i18n';
import { sanitizeHtml } from '../sanitize';

/** Spec §9: popover open delay. */
export const POPOVER_OPEN_DELAY_MS = 25;
/** Bio characters shown in the preview. */
const BIO_PREVIEW_CHARS = 200;

export interface UserHoverCardProps {
  user: User;
  /** The trigger(s): the author's name link, the avatar. */
  children: ReactNode;
  className?: string;
}

/**
 * The hover popover of a name or avatar (spec §2 Status: hover popover): a preview of the user's
 * card after 25 ms of hover or keyboard focus; closes when the pointer or focus leaves, or on
 * Escape. It uses the account already in the cache (the status's author), so nothing is fetched;
 * it follows the tooltip pattern (the focused trigger is described by it).
 */
export function UserHoverCard({ user, children, className }: UserHoverCardProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const cardId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), POPOVER_OPEN_DELAY_MS);
  }, []);
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      hide();
    }
  };
  return (
    <span
      className={`user-hover${className ? ` ${className}` : ''}`}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      aria-describedby={open ? cardId : undefined}
    >
      {children}
      {open && <UserPreview id={cardId} user={user} />}
    </span>
  );
}

function UserPreview({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  // The newest copy in the cache (a profile visit may have refreshed it); the status's copy otherwise.
  const account = queryClient.getQueryData<User>(entityKeys.account(user.id)) ?? user;
  const relationship = queryClient.getQueryData<Relationship>(entityKeys.relationship(user.id)) ?? account.relationship;
  const bio = account.description.length > BIO_PREVIEW_CHARS ? `${account.description.slice(0, BIO_PREVIEW_CHARS)}…` : account.description;
  return (
    <span id={id} role="tooltip" className="popover user-popover">
      {account.cover_photo && <img className="user-popover-cover" src={account.cover_photo} alt="" loading="lazy" />}
      <span className="user-popover-head">
        <img className="avatar" src={account.profile_image_url} alt="" width={48} height={48} />
        <span className="user-popover-names">
          <bdi className="user-popover-name" dangerouslySetInnerHTML={{ __html: sanitizeHtml(account.name_html || account.name || account.screen_name) }} />
          <span className="user-popover-acct">@{account.screen_name_ui}</span>
        </span>
      </span>
      <span className="user-popover-badges">
        {account.bot && <span className="badge">{t('status.bot')}</span>}
        {account.locked && <span className="badge">{t('user_popover.locked')}</span>}
        {account.role !== 'member' && account.show_role !== false && <span className="badge">{t(`user_popover.role_${account.role}`)}</span>}
        {relationship?.followed_by && <span className="badge">{t('user_popover.follows_you')}</span>}
        {relationship?.blocked_by && <span className="badge">{t('user_popover.blocks_you')}</span>}
        {account.deactivated && <span className="badge">{t('user_popover.deactivated')}</span>}
      </span>
      {bio && <span className="user-popover-bio">{bio}</span>}
      <span className="user-popover-counts">
        <span>{t('user_popover.statuses', { count: account.statuses_count })}</span>
        {!account.hide_follows_count && <span>{t('user_popover.following', { count: account.friends_count })}</span>}
        {!account.hide_followers_count && <span>{t('user_popover.followers', { count: account.followers_count })}</span>}
      </span>
    </span>
  );
}
