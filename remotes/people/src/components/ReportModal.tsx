import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, QueryState, useApiClient, useErrorText, type User } from '@fedi/shared';
import { reportStatusesQuery } from '@fedi/shared/queries';
import { NS } from '../i18n';
import { ErrorBox } from './common';

/** Report a user (spec §4 Report modal), a modal `Dialog`: statuses picker, comment, forward for remote users. */
export function ReportModal({ user, onClose, statusId }: { user: User; onClose: () => void; statusId?: string }) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const errorText = useErrorText();
  const titleId = useId();
  const [selected, setSelected] = useState<string[]>(statusId ? [statusId] : []);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [state, setState] = useState<'idle' | 'processing' | 'success'>('idle');
  const [error, setError] = useState<string | null>(null);
  const statuses = useQuery(reportStatusesQuery(client, user.id));

  async function submit() {
    setState('processing');
    setError(null);
    try {
      await client.reports.create({
        account_id: user.id,
        status_ids: selected,
        comment,
        forward: !user.local && forward,
      });
      setState('success');
      setTimeout(onClose, 1500);
    } catch (failure) {
      setError(`${t('report.failed')} ${errorText(failure)}`);
      setState('idle');
    }
  }

  return (
    <Dialog className="people-dialog people-report" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t('report.title', { name: user.acct })}</h2>
      {state === 'success' ? (
        <p role="status">{t('report.success')}</p>
      ) : (
        <>
          <label className="people-block">
            {t('report.comment')}
            <textarea value={comment} onChange={(event) => setComment(event.target.value)} />
          </label>
          {!user.local && (
            <label className="people-inline">
              <input type="checkbox" checked={forward} onChange={(event) => setForward(event.target.checked)} />
              {t('report.forward', { domain: user.acct.split('@')[1] ?? '' })}
            </label>
          )}
          <fieldset className="people-report-statuses">
            <legend>{t('report.statuses')}</legend>
            <QueryState query={statuses} empty={statuses.data?.items.length === 0 && t('report.no_statuses')}>
              {statuses.data?.items.map((status) => (
                <label key={status.id} className="people-inline">
                  <input
                    type="checkbox"
                    checked={selected.includes(status.id)}
                    onChange={(event) =>
                      setSelected((ids) =>
                        event.target.checked ? [...ids, status.id] : ids.filter((id) => id !== status.id),
                      )
                    }
                  />
                  <span>{status.text.slice(0, 200)}</span>
                </label>
              ))}
            </QueryState>
          </fieldset>
          {error && <ErrorBox message={error} />}
          <div className="people-dialog-buttons">
            <button type="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="people-primary"
              disabled={state === 'processing'}
              onClick={() => void submit()}
            >
              {state === 'processing' ? t('report.processing') : t('report.submit')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
