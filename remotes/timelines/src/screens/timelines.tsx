import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  capabilitiesQuery,
  listQuery,
  SkeletonRows,
  tagQuery,
  useCapabilities,
  useSession,
  useApiClient,
} from '@fedi/shared';
import { Timeline, TimelineFrame, TimelineUnavailable } from '../components/Timeline';
import { TimelineNav } from '../components/TimelineNav';
import { directMessagesTarget, lacksDirectMessages } from '../logic/directMessages';
import { NS } from '../i18n';

export function PublicTimeline() {
  const { t } = useTranslation(NS);
  return <Timeline key="public" target={{ name: 'public' }} title={t('timeline.public')} nav={<TimelineNav />} />;
}

export function FederatedTimeline() {
  const { t } = useTranslation(NS);
  return (
    <Timeline
      key="federated"
      target={{ name: 'publicAndExternal' }}
      title={t('timeline.federated')}
      nav={<TimelineNav />}
    />
  );
}

export function BubbleTimeline() {
  const { t } = useTranslation(NS);
  const capabilities = useCapabilities();
  if (capabilities.missing.includes('bubbleTimeline'))
    return <TimelineUnavailable title={t('timeline.bubble')} nav={<TimelineNav />} />;
  return (
    <Timeline key="bubble" target={{ name: 'bubble' }} title={t('timeline.bubble')} nav={<TimelineNav />} optional />
  );
}

export function HomeTimeline() {
  const { t } = useTranslation(NS);
  return <Timeline key="friends" target={{ name: 'friends' }} title={t('timeline.home')} nav={<TimelineNav />} />;
}

/**
 * Direct messages: the direct timeline (Pleroma, Akkoma) or the conversations' last statuses (Mastodon); a
 * server that lacks the call (snac) gets a plain note, found on the first visit.
 */
export function DirectMessages() {
  const { t } = useTranslation(NS);
  const capabilities = useCapabilities();
  // Which call to read is the server's to say: until its capabilities are known, nothing is asked.
  const known = useQuery(capabilitiesQuery(useApiClient())).isSuccess;
  if (!known)
    return (
      <TimelineFrame title={t('timeline.dms')} nav={<TimelineNav />}>
        <SkeletonRows label={t('timeline.loading')} />
      </TimelineFrame>
    );
  if (lacksDirectMessages(capabilities)) return <TimelineUnavailable title={t('timeline.dms')} nav={<TimelineNav />} />;
  const target = directMessagesTarget(capabilities);
  return (
    <Timeline
      key={`dms:${target.via ?? 'timeline'}`}
      target={target}
      title={t('timeline.dms')}
      nav={<TimelineNav />}
      optional
    />
  );
}

export function Bookmarks() {
  const { t } = useTranslation(NS);
  return (
    <Timeline key="bookmarks" target={{ name: 'bookmarks' }} title={t('timeline.bookmarks')} nav={<TimelineNav />} />
  );
}

export function ListTimeline() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const client = useApiClient();
  const list = useQuery(listQuery(client, id));
  return (
    <Timeline
      key={`list:${id}`}
      target={{ name: 'list', listId: id }}
      title={list.data ? t('timeline.list', { title: list.data.title }) : t('timeline.list_untitled')}
    />
  );
}

function TagFollowButton({ tag }: { tag: string }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const info = useQuery(tagQuery(client, tag));
  const toggle = useMutation({
    mutationFn: (follow: boolean) => (follow ? client.tags.follow(tag) : client.tags.unfollow(tag)),
    onSuccess: () => void info.refetch(),
  });
  if (!info.data) return null;
  const following = info.data.following ?? false;
  return (
    <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(!following)}>
      {following ? t('tag.unfollow') : t('tag.follow')}
    </button>
  );
}

export function TagTimeline() {
  const { t } = useTranslation(NS);
  const { tag = '' } = useParams();
  const session = useSession();
  return (
    <Timeline
      key={`tag:${tag}`}
      target={{ name: 'tag', tag }}
      title={t('timeline.tag', { tag })}
      headerExtra={session.user ? <TagFollowButton tag={tag} /> : null}
    />
  );
}
