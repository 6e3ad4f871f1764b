import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importStatus, QueryState, useStatus, type Status } from '@fedi/shared';
import { adminPostsQuery } from '@fedi/shared/moderation';
import { NS } from '../i18n';
import { Pager, usePages } from './Pager';
import { ModStatus } from './ModStatus';
import { PostActions } from './PostActions';
import { useModeration } from './useModeration';

/** A listed status, read from the entity cache so a change made here shows at once. */
function PostRow({ status }: { status: Status }) {
  const queryClient = useQueryClient();
  useState(() => importStatus(queryClient, status));
  const cached = useStatus(status.id) ?? status;
  if (cached.deleted) return null;
  return (
    <li className="mod-post">
      <ModStatus status={cached} />
      <PostActions status={cached} />
    </li>
  );
}

/**
 * The posts section: the instance's recent statuses (local only or not, with repeats or not) or one
 * user's (typed here, or `nickname` when opened from a users-section row).
 */
export function PostsSection({ nickname: initialNickname }: { nickname?: string } = {}) {
  const { t } = useTranslation(NS);
  const ids = useId();
  const { api, baseUrl } = useModeration();
  const [localOnly, setLocalOnly] = useState(false);
  const [withReblogs, setWithReblogs] = useState(false);
  const [user, setUser] = useState(initialNickname ?? '');
  const [nickname, setNickname] = useState(initialNickname ?? '');
  const pages = usePages();
  const { page } = pages;
  const query = useQuery({
    ...adminPostsQuery(api, baseUrl, {
      localOnly,
      withReblogs,
      nickname: nickname || undefined,
      page: page || undefined,
    }),
    enabled: api.support.posts,
  });
  if (!api.support.posts) return <p className="mod-muted">{t('moderation.posts_unsupported')}</p>;
  const posts = query.data?.items ?? [];
  return (
    <div className="mod-section">
      <form
        className="mod-toolbar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setNickname(user.trim().replace(/^@/, ''));
          pages.reset();
        }}
      >
        <label htmlFor={`${ids}-user`}>{t('moderation.posts_of_user')}</label>
        <input id={`${ids}-user`} type="search" value={user} onChange={(event) => setUser(event.target.value)} />
        <button type="submit">{t('moderation.show')}</button>
      </form>
      <fieldset className="mod-filters">
        <legend>{t('moderation.filters')}</legend>
        <label>
          <input
            type="checkbox"
            checked={localOnly}
            disabled={!!nickname}
            onChange={(event) => {
              setLocalOnly(event.target.checked);
              pages.reset();
            }}
          />{' '}
          {t('moderation.local_only')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={withReblogs}
            onChange={(event) => {
              setWithReblogs(event.target.checked);
              pages.reset();
            }}
          />{' '}
          {t('moderation.with_reblogs')}
        </label>
      </fieldset>
      <QueryState
        query={query}
        loadingLabel={t('moderation.loading_posts')}
        skeleton="status"
        retryLabel={t('moderation.retry')}
        empty={posts.length === 0 && t('moderation.no_posts')}
      >
        <ul className="mod-posts">
          {posts.map((status) => (
            <PostRow key={status.id} status={status} />
          ))}
        </ul>
      </QueryState>
      <Pager pages={pages} next={query.data?.next} />
    </div>
  );
}
