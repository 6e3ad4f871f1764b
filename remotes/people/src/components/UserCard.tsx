import { Check, Lock } from 'lucide';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  displayAcct,
  displayNameHtml,
  fieldsHtml,
  formatDate,
  Icon,
  importRelationship,
  noteHtml,
  useApiClient,
  useBus,
  useCapabilities,
  useErrorText,
  type User,
  useRelationship,
  useSession,
} from '@fedi/shared';
import { NS } from '../i18n';
import { profilePath } from '../logic/profilePath';
import { dailyAverage, visibleCount } from '../logic/rules';
import { AdminMenuButton } from './AdminMenuButton';
import { Avatar, Html } from './common';
import { RelationshipControls } from './RelationshipControls';

/** Private note on another user, saved 1500 ms after the last keystroke. */
function PrivateNote({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const relationship = useRelationship(user.id);
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = text ?? relationship?.note ?? '';
  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('saving');
      client.accounts
        .note(user.id, next)
        .then((result) => {
          importRelationship(queryClient, result);
          setState('saved');
        })
        .catch((failure: unknown) => {
          setError(errorText(failure));
          setState('error');
        });
    }, 1500);
  }
  return (
    <div className="people-note">
      <label htmlFor={id}>{t('user_card.note')}</label>
      <textarea
        id={id}
        value={value}
        placeholder={t('user_card.note_placeholder')}
        onChange={(event) => change(event.target.value)}
      />
      <span role="status" className="people-faint">
        {state === 'saving' ? t('user_card.note_saving') : state === 'saved' ? t('user_card.note_saved') : ''}
      </span>
      {state === 'error' && <p role="alert">{t('user_card.note_error', { error })}</p>}
    </div>
  );
}

/** Anonymous visitors follow a local user from their own server (posts nickname to /main/ostatus). */
function RemoteFollow({ user }: { user: User }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  return (
    <form className="people-remote-follow" method="post" action={`${session.baseUrl}/main/ostatus`}>
      <input type="hidden" name="nickname" value={user.acct} />
      <input type="hidden" name="profile" value="" />
      <button type="submit">{t('user_card.remote_follow')}</button>
    </form>
  );
}

export function UserCard({ user, isOwn }: { user: User; isOwn: boolean }) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const capabilities = useCapabilities();
  const bus = useBus();
  const average = dailyAverage(user);
  const following = visibleCount(user.following_count, user.hide_follows_count, isOwn);
  const followers = visibleCount(user.followers_count, user.hide_followers_count, isOwn);
  const showRole = user.role !== 'member' && user.source?.show_role !== false;
  const profileUrl = user.url ?? user.ap_id;
  // Spec §2: the RSS link is the profile url plus .rss.
  const rss = profileUrl ? `${profileUrl}.rss` : null;
  const external = user.local ? null : profileUrl;
  return (
    <section className="people-card" aria-label={t('user_card.label', { name: user.acct })}>
      {user.header && (
        <div className="people-card-banner" style={{ backgroundImage: `url("${encodeURI(user.header)}")` }} />
      )}
      <div className="people-card-head">
        <Avatar src={user.avatar} size={72} alt={t('user_card.avatar', { name: user.acct })} />
        <div className="people-card-names">
          <h1 className="people-card-name">
            <Html html={displayNameHtml(user)} inline />
            {showRole && <span className="people-badge">{t(`user_card.role_${user.role}`)}</span>}
            {user.bot && <span className="people-badge">{t('user_card.bot')}</span>}
            {user.locked && (
              <span
                className="people-badge"
                role="img"
                title={t('user_card.locked')}
                aria-label={t('user_card.locked')}
              >
                <Icon node={Lock} size={14} />
              </span>
            )}
          </h1>
          <p className="people-faint" dir="ltr">
            @{displayAcct(user.acct)}
          </p>
          {user.deactivated && <p className="people-tag">{t('user_card.deactivated')}</p>}
          {user.moved && (
            <p>
              {t('user_card.moved')} <Link to={profilePath(user.moved)}>@{user.moved.acct}</Link>
            </p>
          )}
        </div>
      </div>
      <Html className="people-bio" html={noteHtml(user)} />
      {user.fields.length > 0 && (
        <dl className="people-fields">
          {fieldsHtml(user).map((field, index) => (
            <div key={index} className={field.verified_at ? 'people-field people-verified' : 'people-field'}>
              <dt>
                <Html html={field.name} inline />
              </dt>
              <dd>
                <Html html={field.value} inline />
                {field.verified_at && (
                  <span
                    className="people-check"
                    role="img"
                    title={t('user_card.verified', { date: formatDate(field.verified_at) })}
                    aria-label={t('user_card.verified_label')}
                  >
                    <Icon node={Check} size={14} />
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="people-counts">
        <li>{t('user_card.statuses', { count: user.statuses_count })}</li>
        {following !== null && <li>{t('user_card.following', { count: following })}</li>}
        {followers !== null && <li>{t('user_card.followers', { count: followers })}</li>}
        {average !== null && <li data-testid="daily-average">{t('user_card.daily_average', { count: average })}</li>}
      </ul>
      {!user.local && user.instance && (
        <p className="people-instance">
          {user.instance.favicon && <img src={user.instance.favicon} alt="" width={16} height={16} />}
          {user.instance.name && <span>{user.instance.name}</span>}
          {user.instance.software?.name && (
            <span className="people-faint">
              {' '}
              {t('user_card.software', {
                name: user.instance.software.name,
                version: user.instance.software.version ?? '',
              })}
            </span>
          )}
        </p>
      )}
      <p className="people-links">
        {rss && (
          <a href={rss} target="_blank" rel="noopener noreferrer">
            {t('user_card.rss')}
          </a>
        )}
        {external && (
          <a href={external} target="_blank" rel="noopener noreferrer">
            {t('user_card.external')}
          </a>
        )}
      </p>
      {isOwn && user.local && (
        <button type="button" onClick={() => bus.emit('settings:open', { tab: 'profile' })}>
          {t('user_card.edit_profile')}
        </button>
      )}
      {!isOwn && session.user && <RelationshipControls user={user} />}
      {!isOwn && session.user && <AdminMenuButton user={user} />}
      {!isOwn && session.user && capabilities.chats && user.accepts_chat_messages !== false && (
        // The chat remote owns this route (pleroma-fe's path): no import of it here.
        <Link className="people-chat-link" to={`/users/${session.user.acct}/chats/${user.id}`}>
          {t('user_card.chat')}
        </Link>
      )}
      {!isOwn && session.user && <PrivateNote user={user} />}
      {!session.user && user.local && <RemoteFollow user={user} />}
    </section>
  );
}
