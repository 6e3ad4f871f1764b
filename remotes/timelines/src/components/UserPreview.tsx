import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { displayAcct, displayNameHtml, entityKeys, sanitizeHtml, type Relationship, type User } from '@fedi/shared';
import { NS } from '../i18n';
import '../laterStrings';

/** Bio characters shown in the preview. */
const BIO_PREVIEW_CHARS = 200;

/** The user card previewed by UserHoverCard: the cached account, its badges, bio and counts. */
export default function UserPreview({ id, user }: { id: string; user: User }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  // The newest copy in the cache (a profile visit may have refreshed it); the status's copy otherwise.
  const account = queryClient.getQueryData<User>(entityKeys.account(user.id)) ?? user;
  const relationship = queryClient.getQueryData<Relationship>(entityKeys.relationship(user.id)) ?? account.relationship;
  const bio =
    account.note_text.length > BIO_PREVIEW_CHARS
      ? `${account.note_text.slice(0, BIO_PREVIEW_CHARS)}…`
      : account.note_text;
  return (
    <span id={id} role="tooltip" className="popover user-popover">
      {account.header && <img className="user-popover-cover" src={account.header} alt="" loading="lazy" />}
      <span className="user-popover-head">
        <img className="avatar" src={account.avatar} alt="" width={48} height={48} />
        <span className="user-popover-names">
          <bdi
            className="user-popover-name"
            dangerouslySetInnerHTML={{
              __html: sanitizeHtml(displayNameHtml(account) || account.acct, 'bio'),
            }}
          />
          <span className="user-popover-acct" dir="ltr">
            @{displayAcct(account.acct)}
          </span>
        </span>
      </span>
      <span className="user-popover-badges">
        {account.bot && <span className="badge">{t('status.bot')}</span>}
        {account.locked && <span className="badge">{t('user_popover.locked')}</span>}
        {account.role !== 'member' && account.source?.show_role !== false && (
          <span className="badge">{t(`user_popover.role_${account.role}`)}</span>
        )}
        {relationship?.followed_by && <span className="badge">{t('user_popover.follows_you')}</span>}
        {relationship?.blocked_by && <span className="badge">{t('user_popover.blocks_you')}</span>}
        {account.deactivated && <span className="badge">{t('user_popover.deactivated')}</span>}
      </span>
      {bio && <span className="user-popover-bio">{bio}</span>}
      <span className="user-popover-counts">
        <span>{t('user_popover.statuses', { count: account.statuses_count })}</span>
        {!account.hide_follows_count && <span>{t('user_popover.following', { count: account.following_count })}</span>}
        {!account.hide_followers_count && (
          <span>{t('user_popover.followers', { count: account.followers_count })}</span>
        )}
      </span>
    </span>
  );
}
