import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalFrame, QueryState, reportKeys, request, useSession, type ModalProps } from '@fedi/shared';
import { NS } from '../i18n';

interface WireReport {
  id: string;
  state: string;
  content?: string | null;
  account?: { acct: string } | null;
  actor?: { acct: string } | null;
}

/** Moderation modal: the open reports. The moderation issue adds actions, users and posts. */
export default function ModerationModal(props: ModalProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const reports = useQuery({
    queryKey: reportKeys.admin(session.baseUrl),
    queryFn: async ({ signal }) =>
      (
        await request<{ reports: WireReport[] }>(
          { baseUrl: session.baseUrl, token: session.token },
          '/api/v1/pleroma/admin/reports',
          { query: { page_size: 20 }, signal },
        )
      ).data.reports,
  });
  return (
    <ModalFrame title={t('moderation.title')} {...props}>
      <h3>{t('moderation.reports')}</h3>
      <QueryState
        query={reports}
        loadingLabel={t('moderation.loading')}
        errorMessage={t('moderation.error')}
        retryLabel={t('moderation.retry')}
        empty={reports.data?.length === 0 && t('moderation.empty')}
      >
        <ul className="report-list">
          {reports.data?.map((report) => (
            <li key={report.id}>
              <p>
                {t('moderation.report_about', {
                  account: report.account?.acct ?? '?',
                  actor: report.actor?.acct ?? '?',
                })}
              </p>
              {report.content && <p>{report.content}</p>}
              <p>{t('moderation.state', { state: report.state })}</p>
            </li>
          ))}
        </ul>
      </QueryState>
    </ModalFrame>
  );
}
