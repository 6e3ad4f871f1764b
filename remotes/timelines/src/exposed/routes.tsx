import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NS } from '../i18n';
import { TimelineScreen } from '../TimelineScreen';

function PublicTimeline() {
  const { t } = useTranslation(NS);
  return <TimelineScreen title={t('timeline.public')} path="/api/v1/timelines/public" query={{ local: true }} />;
}

function FederatedTimeline() {
  const { t } = useTranslation(NS);
  return <TimelineScreen title={t('timeline.federated')} path="/api/v1/timelines/public" />;
}

function HomeTimeline() {
  const { t } = useTranslation(NS);
  return <TimelineScreen title={t('timeline.home')} path="/api/v1/timelines/home" />;
}

function TagTimeline() {
  const { t } = useTranslation(NS);
  const { tag = '' } = useParams();
  return <TimelineScreen title={t('timeline.tag', { tag })} path={`/api/v1/timelines/tag/${encodeURIComponent(tag)}`} />;
}

/** Screens of this remote by route name (spec §2); the shell shows "not available yet" for the rest. */
export const routes: Record<string, ComponentType> = {
  'public-timeline': PublicTimeline,
  'public-external-timeline': FederatedTimeline,
  friends: HomeTimeline,
  'tag-timeline': TagTimeline,
};
