import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmedPoll,
  formatDateTime,
  entityKeys,
  importStatus,
  isMissingEndpointError,
  isPollExpired,
  POLL_INTERVALS,
  pollOptionHtml,
  sanitizeHtml,
  type Poll as PollModel,
  type Status,
  useApiClient,
  useCapabilities,
} from '@fedi/shared';
import { NS } from '../i18n';
import { canVote, optionPercent, showPollResults, toggleChoice, voteDisabled } from '../logic/poll';
import '../laterStrings';

interface PollProps {
  statusId: string;
  poll: PollModel;
  signedIn: boolean;
  pending: boolean;
  onVote(choices: number[]): void;
}

/** A poll (spec §4): vote while allowed, results otherwise; refreshed every 30 s while open. */
export function Poll({ statusId, poll, signedIn, pending, onVote }: PollProps) {
  const { t } = useTranslation(NS);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<number[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const expired = isPollExpired(poll, now);

  // A server without GET /api/v1/polls/:id (snac) refreshes the poll through its status instead.
  const pollsMissing = useCapabilities().missing.includes('pollRefresh');
  useEffect(() => {
    if (expired) return undefined;
    // The counts shown never go down on a refresh (confirmedPoll): snac counts a vote seconds after it.
    const throughStatus = () =>
      client.statuses.get(statusId).then((fresh) => {
        const shown = queryClient.getQueryData<Status>(entityKeys.status(statusId));
        if (!shown) return;
        importStatus(
          queryClient,
          shown.poll && fresh.poll ? { ...fresh, poll: confirmedPoll(shown.poll, fresh.poll) } : fresh,
        );
      });
    const timer = window.setInterval(() => {
      setNow(Date.now());
      (pollsMissing
        ? throughStatus()
        : client.polls.get(poll.id).then(
            (fresh) => {
              const status = queryClient.getQueryData<Status>(entityKeys.status(statusId));
              if (status)
                queryClient.setQueryData<Status>(entityKeys.status(statusId), {
                  ...status,
                  poll: status.poll ? confirmedPoll(status.poll, fresh) : fresh,
                });
            },
            (error: unknown) => (isMissingEndpointError(error) ? throughStatus() : undefined),
          )
      ).catch(() => undefined);
    }, POLL_INTERVALS.pollRefresh);
    return () => window.clearInterval(timer);
  }, [client, poll.id, queryClient, statusId, expired, pollsMissing]);

  const voting = canVote(poll, signedIn, now);
  const results = showPollResults(poll, signedIn, now);
  const name = `poll-${statusId}`;

  return (
    <fieldset className="poll">
      <legend className="visually-hidden">{t('poll.label')}</legend>
      {results ? (
        <ul className="poll-results">
          {poll.options.map((option, index) => {
            const percent = optionPercent(poll, option.votes_count);
            return (
              <li key={index} className={poll.own_votes.includes(index) ? 'poll-option own' : 'poll-option'}>
                <span className="poll-percent">{percent}%</span>{' '}
                <span
                  className="poll-title"
                  dir="auto"
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(pollOptionHtml(poll, option), 'status') }}
                />
                <span className="poll-bar" style={{ width: `${percent}%` }} aria-hidden="true" />
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="poll-choices">
          {poll.options.map((option, index) => (
            <label key={index} className="poll-choice">
              <input
                type={poll.multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={choices.includes(index)}
                disabled={!voting}
                onChange={() => setChoices((current) => toggleChoice(current, index, poll.multiple))}
              />{' '}
              <span
                dir="auto"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(pollOptionHtml(poll, option), 'status') }}
              />
            </label>
          ))}
        </div>
      )}
      <div className="poll-footer">
        {voting && (
          <button type="button" disabled={voteDisabled(pending, choices)} onClick={() => onVote(choices)}>
            {t('poll.vote')}
          </button>
        )}
        <span>{t('poll.votes', { count: poll.voters_count ?? poll.votes_count })}</span>
        {' · '}
        <span>
          {expired
            ? t('poll.expired')
            : poll.expires_at
              ? t('poll.expires_at', { date: formatDateTime(poll.expires_at) })
              : t('poll.open')}
        </span>
      </div>
    </fieldset>
  );
}
