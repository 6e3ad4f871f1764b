import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request, useSession, type Query } from '@fedi/shared';
import Status from './exposed/Status';
import { NS } from './i18n';
import type { WireStatus } from './wireStatus';
import './timeline.css';

interface TimelineScreenProps {
  title: string;
  path: string;
  query?: Query;
}

/** A plain timeline: the newest page of one endpoint. The timelines issue replaces it with the full one. */
export function TimelineScreen({ title, path, query }: TimelineScreenProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const statuses = useQuery({
    queryKey: ['plain-timeline', path, query, session.user?.id ?? null],
    queryFn: async ({ signal }) => (await request<WireStatus[]>({ baseUrl: session.baseUrl, token: session.token }, path, { query: { limit: 20, ...query }, signal })).data,
  });
  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <h1 id="timeline-title">{title}</h1>
      {statuses.isPending && <p role="status">{t('timeline.loading')}</p>}
      {statuses.isError && (
        <div role="alert">
          <p>{t('timeline.error', { error: statuses.error.message })}</p>
          <button type="button" onClick={() => void statuses.refetch()}>
            {t('timeline.retry')}
          </button>
        </div>
      )}
      {statuses.data?.length === 0 && <p>{t('timeline.empty')}</p>}
      {statuses.data?.map((status) => <Status key={status.id} status={status} />)}
    </section>
  );
}
