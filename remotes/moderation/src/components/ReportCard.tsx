import { formatDateTime } from '@fedi/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profilePath, useErrorText, type Report, type ReportState, type User } from '@fedi/shared';
import { adminUserOf } from '@fedi/shared/moderation';
import { NS } from '../i18n';
import { AccountActions } from './AccountActions';
import { ModStatus } from './ModStatus';
import { useAdminAction } from './useAdminAction';
import { useModeration } from './useModeration';

/** The state actions of spec §4: an open report is resolved or closed; a resolved or closed one reopened. */
export function stateActions(state: string, closedState: boolean): ReportState[] {
  if (state === 'open') return closedState ? ['resolved', 'closed'] : ['resolved'];
  return ['open'];
}

function UserLink({ user }: { user?: User }) {
  const { t } = useTranslation(NS);
  if (!user) return <span>{t('moderation.unknown_account')}</span>;
  return <Link to={profilePath(user)}>@{user.acct}</Link>;
}

/** One report: who reported whom, the quoted statuses, the comment, the notes and the actions. */
export function ReportCard({
  report,
  selected,
  onSelect,
  active,
  onFocus,
}: {
  report: Report;
  selected: boolean;
  onSelect(selected: boolean): void;
  active: boolean;
  onFocus(): void;
}) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const ids = useId();
  const { api, self } = useModeration();
  const [note, setNote] = useState('');
  const setState = useAdminAction((state: ReportState) => api.setReportState(report.id, state));
  const addNote = useAdminAction((content: string) => api.addNote(report.id, content));
  const deleteNote = useAdminAction((noteId: string) => api.deleteNote(report.id, noteId));
  const deleteStatus = useAdminAction((statusId: string) => api.deleteStatus(statusId));
  const assign = useAdminAction((toSelf: boolean) => api.assignReport(report.id, toSelf));
  const error = setState.error ?? addNote.error ?? deleteNote.error ?? deleteStatus.error ?? assign.error;
  const assignedToSelf = report.assigned_account !== undefined && report.assigned_account.id === self?.id;
  const title = t('moderation.report_title', {
    id: report.id,
    account: report.account?.acct ?? '?',
  });
  return (
    <article
      className={active ? 'mod-report mod-active' : 'mod-report'}
      aria-labelledby={`${ids}-title`}
      // The report is the focus target of keyboard triage (j/k move between reports, a roving tabindex).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={active ? 0 : -1}
      data-report-id={report.id}
      onFocus={onFocus}
    >
      <header className="mod-report-header">
        <input
          type="checkbox"
          checked={selected}
          aria-label={t('moderation.select_report', { id: report.id })}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <h4 id={`${ids}-title`}>{title}</h4>
        <span className={`mod-state mod-state-${report.state}`}>{t(`moderation.state_${report.state}`)}</span>
      </header>
      <p>
        {t('moderation.reported_account')} <UserLink user={report.account} /> · {t('moderation.reporter')}{' '}
        <UserLink user={report.actor} />
        {report.created_at && (
          <>
            {' '}
            · <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
          </>
        )}
      </p>
      {api.support.assign && (
        <p className="mod-assignee">
          {report.assigned_account ? (
            <span>
              {t('moderation.assigned_to')} <UserLink user={report.assigned_account} />
            </span>
          ) : (
            <span className="mod-muted">{t('moderation.unassigned')}</span>
          )}{' '}
          <button type="button" disabled={assign.isPending} onClick={() => assign.mutate(!assignedToSelf)}>
            {assignedToSelf ? t('moderation.unassign') : t('moderation.assign_to_me')}
          </button>
        </p>
      )}
      {report.content ? (
        <blockquote className="mod-comment">{report.content}</blockquote>
      ) : (
        <p className="mod-muted">{t('moderation.no_comment')}</p>
      )}
      {report.statuses.length > 0 && (
        <section aria-label={t('moderation.reported_statuses')} className="mod-statuses">
          {report.statuses.map((status) => (
            <div key={status.id} className="mod-reported-status">
              <ModStatus status={status} />
              {api.support.posts && (
                <button
                  type="button"
                  className="danger"
                  disabled={deleteStatus.isPending}
                  onClick={() => deleteStatus.mutate(status.id)}
                >
                  {t('moderation.delete_status')}
                </button>
              )}
            </div>
          ))}
        </section>
      )}
      <div className="mod-actions" role="group" aria-label={t('moderation.report_actions')}>
        {stateActions(report.state, api.support.closedState).map((state) => (
          <button key={state} type="button" disabled={setState.isPending} onClick={() => setState.mutate(state)}>
            {t(`moderation.action_${state}`)}
          </button>
        ))}
        {report.account && <AccountActions user={adminUserOf(report.account)} reportId={report.id} />}
      </div>
      {error != null && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {api.support.notes && (
        <section aria-labelledby={`${ids}-notes`} className="mod-notes">
          <h5 id={`${ids}-notes`}>{t('moderation.notes')}</h5>
          {report.notes.length === 0 && <p className="mod-muted">{t('moderation.no_notes')}</p>}
          <ul>
            {report.notes.map((item) => (
              <li key={item.id}>
                <strong>{item.user ? `@${item.user.acct}` : t('moderation.unknown_account')}</strong>{' '}
                <span>{item.content}</span>{' '}
                <button
                  type="button"
                  disabled={deleteNote.isPending}
                  aria-label={t('moderation.delete_note', { content: item.content })}
                  onClick={() => deleteNote.mutate(item.id)}
                >
                  {t('moderation.delete')}
                </button>
              </li>
            ))}
          </ul>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!note.trim()) return;
              addNote.mutate(note.trim(), { onSuccess: () => setNote('') });
            }}
          >
            <label htmlFor={`${ids}-note`}>{t('moderation.new_note')}</label>
            <textarea id={`${ids}-note`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
            <button type="submit" disabled={addNote.isPending || !note.trim()}>
              {t('moderation.add_note')}
            </button>
          </form>
        </section>
      )}
    </article>
  );
}
