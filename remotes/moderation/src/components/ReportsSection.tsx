import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, profilePath, QueryState, type ReportState } from '@fedi/shared';
import { reportKeys } from '@fedi/shared/queries';
import { adminReportsQuery, adminKeys, runBulk } from '@fedi/shared/moderation';
import { NS } from '../i18n';
import { Pager, usePages } from './Pager';
import { BulkResults, type BulkResult } from './BulkResults';
import { ReportCard, stateActions } from './ReportCard';
import { useModeration } from './useModeration';

const STATES: readonly ReportState[] = ['open', 'resolved', 'closed'];

/** The report queue (spec §2, §4): by state, paged, with bulk actions and keyboard triage. */
export function ReportsSection({ focusReportId }: { focusReportId?: string } = {}) {
  const { t } = useTranslation(NS);
  const ids = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { api, baseUrl } = useModeration();
  const [state, setState] = useState<ReportState>('open');
  const pages = usePages();
  const { page } = pages;
  const query = useQuery(adminReportsQuery(api, baseUrl, state, page));
  const reports = query.data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [results, setResults] = useState<BulkResult[]>([]);
  const [bulkPending, setBulkPending] = useState(false);
  const [active, setActive] = useState(0);
  const [help, setHelp] = useState(false);
  const helpButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const states = api.support.closedState ? STATES : STATES.filter((value) => value !== 'closed');
  // A report asked for (a report notification) is made the active report and focused once it is listed.
  const focusedReport = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!focusReportId || focusedReport.current === focusReportId) return;
    const index = (query.data?.items ?? []).findIndex((report) => report.id === focusReportId);
    if (index < 0) return;
    focusedReport.current = focusReportId;
    // Focusing the card makes it the active one (its onFocus).
    const card = list.current?.querySelectorAll<HTMLElement>('.mod-report')[index];
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus();
  }, [focusReportId, query.data]);

  const changeState = (next: ReportState) => {
    setState(next);
    pages.reset();
    setSelected(new Set());
    setActive(0);
  };
  const bulk = async (target: ReportState) => {
    const chosen = reports.filter((report) => selected.has(report.id));
    setBulkPending(true);
    const outcome = await runBulk(chosen, (report) => api.setReportState(report.id, target));
    setBulkPending(false);
    setResults(
      outcome.map((result) => ({
        name: t('moderation.report_name', { id: result.item.id }),
        ok: result.ok,
        error: result.ok ? undefined : result.error,
      })),
    );
    setSelected(new Set());
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.admin(baseUrl) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all(baseUrl) }),
    ]);
  };
  const focusReport = (index: number) => {
    const next = Math.max(0, Math.min(reports.length - 1, index));
    setActive(next);
    list.current?.querySelectorAll<HTMLElement>('.mod-report')[next]?.focus();
  };
  // Keyboard triage: j/k next and previous, r resolves, a opens the reported account, ? the help.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('mod-report') || event.ctrlKey || event.metaKey || event.altKey) return;
    const report = reports[active];
    if (event.key === 'j') focusReport(active + 1);
    else if (event.key === 'k') focusReport(active - 1);
    else if (event.key === 'r' && report && report.state === 'open')
      void api
        .setReportState(report.id, 'resolved')
        .then(() => queryClient.invalidateQueries({ queryKey: reportKeys.admin(baseUrl) }))
        .catch(() => undefined);
    else if (event.key === 'a' && report?.account) navigate(profilePath(report.account));
    else if (event.key === '?') setHelp(true);
    else return;
    event.preventDefault();
  };
  const bulkTargets = Array.from(
    new Set(
      reports
        .filter((report) => selected.has(report.id))
        .flatMap((r) => stateActions(r.state, api.support.closedState)),
    ),
  );

  return (
    <div className="mod-section">
      <div className="mod-toolbar">
        <label htmlFor={`${ids}-state`}>{t('moderation.state_filter')}</label>
        <select id={`${ids}-state`} value={state} onChange={(event) => changeState(event.target.value as ReportState)}>
          {states.map((value) => (
            <option key={value} value={value}>
              {t(`moderation.state_${value}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => void queryClient.invalidateQueries({ queryKey: reportKeys.admin(baseUrl) })}
          disabled={query.isFetching}
        >
          {t('moderation.refresh')}
        </button>
        <button type="button" ref={helpButton} aria-haspopup="dialog" onClick={() => setHelp(true)}>
          {t('moderation.shortcuts')}
        </button>
      </div>
      {help && (
        <Dialog
          kind="popup"
          className="mod-help"
          aria-label={t('moderation.shortcuts')}
          onClose={() => setHelp(false)}
          returnFocus={helpButton}
        >
          <h4>{t('moderation.shortcuts')}</h4>
          <dl>
            {(['j', 'k', 'r', 'a', '?'] as const).map((key) => (
              <div key={key}>
                <dt>
                  <kbd>{key}</kbd>
                </dt>
                <dd>{t(`moderation.key_${key === '?' ? 'help' : key}`)}</dd>
              </div>
            ))}
          </dl>
          <button type="button" onClick={() => setHelp(false)}>
            {t('moderation.close')}
          </button>
        </Dialog>
      )}
      {reports.length > 0 && (
        <div className="mod-bulk" role="group" aria-label={t('moderation.bulk_actions')}>
          <label>
            <input
              type="checkbox"
              checked={reports.length > 0 && reports.every((report) => selected.has(report.id))}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(reports.map((report) => report.id)) : new Set())
              }
            />{' '}
            {t('moderation.select_all')}
          </label>
          {bulkTargets.map((target) => (
            <button key={target} type="button" disabled={bulkPending} onClick={() => void bulk(target)}>
              {t(`moderation.bulk_${target}`, { count: selected.size })}
            </button>
          ))}
        </div>
      )}
      <BulkResults results={results} onDismiss={() => setResults([])} />
      <QueryState
        query={query}
        loadingLabel={t('moderation.loading')}
        skeleton="status"
        retryLabel={t('moderation.retry')}
        empty={reports.length === 0 && t('moderation.empty')}
      >
        {/* Keys from the focused report reach this list (keyboard triage); the reports are the focus targets. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div className="mod-list" ref={list} onKeyDown={onKeyDown}>
          {reports.map((report, index) => (
            <ReportCard
              key={report.id}
              report={report}
              active={index === active}
              onFocus={() => setActive(index)}
              selected={selected.has(report.id)}
              onSelect={(on) =>
                setSelected((previous) => {
                  const next = new Set(previous);
                  if (on) next.add(report.id);
                  else next.delete(report.id);
                  return next;
                })
              }
            />
          ))}
        </div>
      </QueryState>
      <Pager pages={pages} next={query.data?.next} total={query.data?.total} />
    </div>
  );
}
